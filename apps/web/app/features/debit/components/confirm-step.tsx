import type { ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import { FactList } from '~/ui/fact-list/fact-list';
import { FormActions } from '~/ui/form-actions/form-actions';
import type { DebitDraft } from '../lib/debit-draft';
import styles from './debit.module.css';
import { StepHeading } from './step-heading';

export interface ConfirmStepProps {
  draft: DebitDraft;
  sending: boolean;
  alert: ReactNode;
  onBack: () => void;
  onConfirm: () => void;
}

/** Step 3 (spec §4): the data with the number masked and the consent that Confirmar gives (and the API keeps). */
export function ConfirmStep({ draft, sending, alert, onBack, onConfirm }: ConfirmStepProps) {
  return (
    <>
      <StepHeading>Confirmá los datos</StepHeading>
      {alert}
      <FactList className={styles.facts} data-testid="debit-summary">
        {draft.facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FactList>
      <p className={styles.consent} data-testid="debit-consent">
        {draft.consent}
      </p>
      <FormActions className={styles.actions}>
        <Button variant="secondary" onClick={onBack} aria-disabled={sending}>
          Volver
        </Button>
        {/* aria-disabled, not disabled: the pressed button keeps focus while the answer is awaited. */}
        <Button onClick={onConfirm} aria-disabled={sending}>
          {sending ? 'Confirmando…' : 'Confirmar'}
        </Button>
      </FormActions>
    </>
  );
}
