import { useId, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

/** Spec §5: text areas are capped at 3000 characters. */
export const TEXTAREA_MAX_LENGTH = 3000;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
}

export function TextAreaField({
  label,
  error,
  maxLength = TEXTAREA_MAX_LENGTH,
  ...rest
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.control}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
