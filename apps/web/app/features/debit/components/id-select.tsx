import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField } from '~/ui/field/select-field';

export interface IdSelectProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ id: number; name: string }>;
  hint?: string;
}

/**
 * A select of reference-list ids (banks, payment methods) bound to a numeric form field. Controlled, so the
 * choice survives the step being left and shown again, and a suggested bank shows as soon as it is set.
 */
export function IdSelect<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  options,
  hint,
}: IdSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          placeholder={placeholder}
          options={options.map((option) => ({ value: String(option.id), label: option.name }))}
          hint={hint}
          error={fieldState.error?.message}
          ref={field.ref}
          name={field.name}
          value={field.value === undefined ? '' : String(field.value)}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
          }
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
