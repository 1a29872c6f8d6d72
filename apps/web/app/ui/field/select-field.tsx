import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedControlProps, FieldFrame } from './field-frame';
import styles from './field.module.css';

/** A plain string is its own value; an object names a value (an id) shown with another label. */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option (null: none); the schema decides whether leaving it is an error. */
  placeholder?: string | null;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** Native select: full keyboard and screen-reader support on every platform, no extra JavaScript. */
export function SelectField({
  label,
  options,
  placeholder = 'Elegí una opción',
  error,
  hint,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select id={id} className={styles.control} {...describedControlProps(id, error, hint)} {...rest}>
        {placeholder === null ? null : <option value="">{placeholder}</option>}
        {options.map((option) => {
          const {
            value,
            label: text,
            disabled,
          } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
