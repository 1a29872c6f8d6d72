import { CONFIRMATION_TEXTS, messages } from '@portal/domain';
import { Button } from '~/ui/button/button';
import type { FiledAnswer } from '../api/cancellation-queries';
import styles from './cancellation-check.module.css';

/** The request is registered: its number at once and what follows, as the mail says it. */
export function FiledStep({ filed, onClose }: { filed: FiledAnswer; onClose: () => void }) {
  const { received, charges, equipment, verification } = filed.confirmation;
  return (
    <div role="status">
      <p className={styles.intro}>{received}</p>
      <p className={styles.number} data-testid="cancellation-number" data-step-focus tabIndex={-1}>
        {messages.requestNumberLabel}: <span>{filed.number}</span>
      </p>
      <p className={styles.intro}>{charges}</p>
      <p className={styles.intro}>{equipment}</p>
      {verification ? <p className={styles.intro}>{verification}</p> : null}
      <p className={styles.note}>{CONFIRMATION_TEXTS.requestNumberKeep}</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>Cerrar</Button>
      </div>
    </div>
  );
}
