import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import { MissingFields } from '~/ui/missing-fields/missing-fields';
import styles from './contact-form.module.css';
import { AaipLegend } from '~/ui/aaip-legend/aaip-legend';

/** What useMessageForm returns, as far as the frame needs it. */
export interface MessageFormState {
  form: { formState: { isValid: boolean; isSubmitting: boolean } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Labels of the fields still to complete, said under the disabled button. */
  missing: readonly string[];
  verifying: boolean;
  alert: string | null;
}

export interface MessageFormProps {
  state: MessageFormState;
  children: ReactNode;
  submitLabel?: string;
}

/**
 * Frame of every contact form: fields, captcha status, alert and the submit button, which stays disabled
 * until every required field is valid (spec §5) and while the request is on its way (spec §4 loading).
 */
export function MessageForm({ state, children, submitLabel = 'Enviar' }: MessageFormProps) {
  const { onSubmit, missing, verifying, alert } = state;
  const { isValid: canSubmit, isSubmitting: submitting } = state.form.formState;
  const missingId = useId();
  const disabled = !canSubmit || submitting;
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
        <Button type="submit" disabled={disabled} aria-describedby={missingId}>
          {submitting ? 'Enviando…' : submitLabel}
        </Button>
      </div>
      <MissingFields id={missingId} labels={submitting ? [] : missing} />
      <AaipLegend />
    </form>
  );
}
