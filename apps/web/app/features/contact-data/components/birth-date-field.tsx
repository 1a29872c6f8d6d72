import { birthDateMessage, checkBirthDate, latestAdultBirthDate, toIsoDate } from '@portal/domain';
import { TextField } from '~/ui/field/text-field';

/** The spec §5 rule for a typed birth date (adult, not in the future); empty is not an error. */
export function birthDateError(value: string): string | undefined {
  return value === '' ? undefined : (birthDateMessage(checkBirthDate(value)) ?? undefined);
}

/** Birth date with the dates after 18 years ago disabled in the picker (spec §5). */
export function BirthDateField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Fecha de nacimiento"
      type="date"
      min="1900-01-01"
      max={toIsoDate(latestAdultBirthDate())}
      value={value}
      error={birthDateError(value)}
      hint="Tenés que ser mayor de 18 años."
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
