import type { ReactNode } from 'react';
import styles from './field.module.css';

/** A field's error under it, `${id}-error` for the control's aria-describedby, announced when it appears. */
export function FieldError({ id, error }: { id: string; error: ReactNode }) {
  return error ? (
    <span id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </span>
  ) : null;
}
