import type { ComponentProps } from 'react';
import { SelectField } from '~/ui/field/select-field';

export interface IdSelectProps extends Omit<
  ComponentProps<typeof SelectField>,
  'options' | 'value' | 'onChange'
> {
  options: ReadonlyArray<{ id: number; name: string }>;
  /** The form's numeric value (undefined: nothing chosen yet). */
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/**
 * A select of reference-list ids (banks, payment methods) for a numeric form field, controlled by the form's
 * state: a choice survives the step being left and shown again, and a bank suggested from the CBU shows as soon
 * as it is set. The empty placeholder is undefined, which the schema refuses ('Elegí un banco.').
 */
export function IdSelect({ options, value, onChange, ...rest }: IdSelectProps) {
  return (
    <SelectField
      options={options.map((option) => ({ value: String(option.id), label: option.name }))}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      {...rest}
    />
  );
}
