import type { DebitStatus } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { FormActions } from '~/ui/form-actions/form-actions';
import { debitSubject } from '../lib/debit-subject';
import styles from './debit.module.css';
import { StepHeading } from './step-heading';

/** Step 4 (spec §4): the registration is stored; leaving reloads the customer's data and closes. */
export function SuccessStep({ debit, onDone }: { debit: DebitStatus; onDone: () => void }) {
  const subject = debit.kind === 'none' ? null : debitSubject(debit);
  return (
    <div data-testid="debit-success">
      <StepHeading>¡Listo! Tu débito automático quedó registrado.</StepHeading>
      {subject ? (
        <p className={styles.text}>
          Tus próximas facturas se van a debitar de {subject.method} {subject.masked}.
        </p>
      ) : null}
      <p className={styles.text}>Te enviamos la confirmación por mail.</p>
      <FormActions className={styles.actions}>
        <Button onClick={onDone}>Volver a Mi cuenta</Button>
      </FormActions>
    </div>
  );
}
