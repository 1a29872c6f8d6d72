import { messages } from '@portal/domain';
import styles from './debit.module.css';

/** Spec §8: 'Hubo un error.' on a failure, with the server's reason when it wrote one for the person. */
export function DebitAlert({ reason }: { reason: string | null }) {
  return (
    <div className={styles.alert} role="alert" data-testid="debit-alert">
      <p className={styles.alertTitle}>{messages.debitError}</p>
      {reason && reason !== messages.debitError ? <p>{reason}</p> : null}
    </div>
  );
}
