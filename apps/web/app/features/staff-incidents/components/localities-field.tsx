import type { IncidentInput, IncidentValues } from '@portal/domain';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FieldError } from '~/ui/field/field-error';
import styles from './incidents.module.css';

export interface LocalitiesFieldProps {
  control: Control<IncidentInput, unknown, IncidentValues>;
  covered: readonly string[];
  error?: string;
}

/** The covered localities as a group of checkboxes, always an array (however many the company covers). */
export function LocalitiesField({ control, covered, error }: LocalitiesFieldProps) {
  const id = useId();
  const { field } = useController({ control, name: 'localities' });
  const chosen = new Set(field.value);
  const toggle = (locality: string, on: boolean) =>
    field.onChange(covered.filter((l) => (l === locality ? on : chosen.has(l))));
  return (
    <fieldset
      className={styles.localities}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>Localidades afectadas</legend>
      {covered.map((locality, index) => (
        <label key={locality} className={styles.locality}>
          <input
            type="checkbox"
            ref={index === 0 ? field.ref : undefined}
            checked={chosen.has(locality)}
            onChange={(e) => toggle(locality, e.target.checked)}
            onBlur={field.onBlur}
          />
          {locality}
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
