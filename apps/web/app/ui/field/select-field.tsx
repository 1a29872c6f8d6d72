import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { describedControlProps, FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly string[];
  /** Text of the empty first option (null: none); the schema decides whether leaving it is an error. */
  placeholder?: string | null;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Native select: full keyboard and screen-reader support on every platform, no extra JavaScript. */
export function SelectField({
  label,
  options,
  placeholder = 'Elegí una opción',
  error,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} className={styles.control} {...describedControlProps(id, error)} {...rest}>
        {placeholder === null ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
