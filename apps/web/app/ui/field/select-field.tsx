import { useId, type Ref, type SelectHTMLAttributes } from 'react';
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
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        {placeholder === null ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
