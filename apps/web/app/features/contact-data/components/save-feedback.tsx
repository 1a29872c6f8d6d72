import { messages } from '@portal/domain';
import styles from './contact-data.module.css';

/** What a contact-data save ended in: the refusal, announced at once, or the saved note. */
export function SaveFeedback({ error, saved }: { error: string | null; saved: boolean }) {
  if (error) {
    return (
      <p role="alert" className={styles.alert}>
        {error}
      </p>
    );
  }
  return saved ? (
    <p role="status" className={styles.success}>
      {messages.contactDataSaved}
    </p>
  ) : null;
}
