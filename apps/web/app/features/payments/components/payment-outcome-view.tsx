import type { PaymentOutcome } from '@portal/domain';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { OUTCOME_TEXT } from '../lib/payment-outcome';
import styles from './payments.module.css';

export interface PaymentOutcomeViewProps {
  outcome: PaymentOutcome;
  /** 2 on the return page (under its h1), 3 inside modal 5 (under the dialog's h2). */
  headingLevel: 2 | 3;
}

/** The gateway's answer in words with a status pill: paid, pending or declined. */
export function PaymentOutcomeView({ outcome, headingLevel }: PaymentOutcomeViewProps) {
  const text = OUTCOME_TEXT[outcome];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.outcome} role="status" data-testid="payment-outcome" data-outcome={outcome}>
      <StatusPill status={text.status} tone={text.tone} label="Estado del pago" />
      <Heading className={styles.outcomeTitle}>{text.title}</Heading>
      <p className={styles.text}>{text.text}</p>
    </div>
  );
}
