import styles from './auth.module.css';

/**
 * Where the spec says "alert": an inline message announced at once, instead of window.alert, which
 * blocks the page and cannot be styled or tested.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
