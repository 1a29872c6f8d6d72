import styles from './auth.module.css';

/** Always in the DOM, so screen readers announce the text when it appears. */
export function CaptchaStatus({ verifying }: { verifying: boolean }) {
  return (
    <p role="status" aria-live="polite" className={verifying ? styles.status : styles.statusIdle}>
      {verifying ? 'Verificando que no sos un robot…' : ''}
    </p>
  );
}
