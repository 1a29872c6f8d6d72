import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import styles from './contact-form.module.css';

export interface MessageFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  canSubmit: boolean;
  submitting: boolean;
  verifying: boolean;
  alert: string | null;
  submitLabel?: string;
}

/**
 * Frame of every contact form: fields, captcha status, alert and the submit button, which stays disabled
 * until every required field is valid (spec §5) and while the request is on its way (spec §4 loading).
 */
export function MessageForm({
  onSubmit,
  children,
  canSubmit,
  submitting,
  verifying,
  alert,
  submitLabel = 'Enviar',
}: MessageFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
      {children}
      {/* Always in the DOM so screen readers announce the text when it appears. */}
      <p role="status" aria-live="polite" className={styles.status}>
        {verifying ? 'Verificando que no sos un robot…' : submitting ? 'Enviando…' : ''}
      </p>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={!canSubmit || submitting}>
          {submitting ? 'Enviando…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
