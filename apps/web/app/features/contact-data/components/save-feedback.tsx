import { messages } from '@portal/domain';
import { ErrorState } from '~/ui/error-state/error-state';
import styles from './contact-data.module.css';

/** What a contact-data save ended in: the refusal, announced at once, or the saved note. */
export function SaveFeedback({ error, saved }: { error: string | null; saved: boolean }) {
  if (error) return <ErrorState surface="danger">{error}</ErrorState>;
  return saved ? (
    <p role="status" className={styles.success}>
      {messages.contactDataSaved}
    </p>
  ) : null;
}
