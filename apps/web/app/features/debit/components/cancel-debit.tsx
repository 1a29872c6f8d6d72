import {
  DEBIT_ACTION,
  DEBIT_COMPANY_ID,
  debitCancelConsentText,
  formatIsoDate,
  messages,
} from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { ApiError } from '~/lib/api/api-client';
import { Button } from '~/ui/button/button';
import { FactList } from '~/ui/fact-list/fact-list';
import { Modal } from '~/ui/modal/modal';
import { FormActions } from '~/ui/form-actions/form-actions';
import { RetryActions } from '~/ui/error-state/retry-actions';
import { useDebitAction, useDebitInForce, useReloadCustomer } from '../api/use-debit';
import { debitOpener } from '../lib/debit-opener';
import { debitActionFailure } from '../lib/debit-failure';
import { debitSubject, type DebitInForce } from '../lib/debit-subject';
import { DebitAlert } from './debit-alert';
import styles from './debit.module.css';
import { StepHeading } from './step-heading';

export interface CancelDebitProps {
  clientenro: number;
  onClose: () => void;
}

/**
 * Account modal 4, step 5 (spec §4): the cancellation of the debit in force, with the consent Dar de baja
 * gives; on 200 the customer's data is reloaded and the modal closes.
 */
export function CancelDebit({ clientenro, onClose }: CancelDebitProps) {
  const debit = useDebitInForce(clientenro);
  const action = useDebitAction();
  const reload = useReloadCustomer(clientenro);
  const [alert, setAlert] = useState<{ reason: string | null } | null>(null);

  const cancel = async () => {
    if (action.isPending) return;
    setAlert(null);
    try {
      const { debito } = await action.mutateAsync({
        empresaId: DEBIT_COMPANY_ID,
        clienteNro: clientenro,
        actionsDebit: DEBIT_ACTION.cancel,
      });
      reload(debito);
      onClose();
    } catch (error) {
      // Cancelled meanwhile (another tab): the data read again says so, instead of an error.
      if (error instanceof ApiError && error.status === 404) reload({ kind: 'none' });
      else {
        const failure = debitActionFailure(error);
        setAlert({ reason: failure.kind === 'alert' ? failure.reason : null });
      }
    }
  };

  let body;
  if (debit.isPending) {
    body = (
      <p className={styles.text} role="status">
        Buscando tu débito automático…
      </p>
    );
  } else if (debit.isError) {
    body = (
      <>
        <DebitAlert reason={null} />
        <RetryActions className={styles.actions} onRetry={() => void debit.refetch()} />
      </>
    );
  } else if (debit.data.kind === 'none') {
    body = (
      <>
        <p className={styles.text} role="status">
          {messages.debitNotRegistered}
        </p>
        <FormActions className={styles.actions}>
          <Button onClick={onClose}>Volver a Mi cuenta</Button>
        </FormActions>
      </>
    );
  } else {
    body = (
      <CancelStep
        debit={debit.data}
        sending={action.isPending}
        alert={alert ? <DebitAlert reason={alert.reason} /> : null}
        onBack={onClose}
        onConfirm={() => void cancel()}
      />
    );
  }

  return (
    <Modal
      title="Baja del débito automático"
      onClose={onClose}
      level={1}
      returnFocus={debitOpener}
      className={styles.modal}
    >
      {body}
    </Modal>
  );
}

interface CancelStepProps {
  debit: DebitInForce;
  sending: boolean;
  alert: ReactNode;
  onBack: () => void;
  onConfirm: () => void;
}

function CancelStep({ debit, sending, alert, onBack, onConfirm }: CancelStepProps) {
  const subject = debitSubject(debit);
  return (
    <>
      <StepHeading>¿Querés dar de baja el débito automático?</StepHeading>
      {alert}
      <FactList className={styles.facts} data-testid="debit-summary">
        <div>
          <dt>Medio de pago</dt>
          <dd>{subject.method}</dd>
        </div>
        <div>
          <dt>{debit.kind === 'card' ? 'Tarjeta' : 'Cuenta'}</dt>
          <dd>{subject.masked}</dd>
        </div>
        {debit.bank ? (
          <div>
            <dt>Banco</dt>
            <dd>{debit.bank}</dd>
          </div>
        ) : null}
        <div>
          <dt>Adherido desde</dt>
          <dd>{formatIsoDate(debit.since)}</dd>
        </div>
      </FactList>
      <p className={styles.consent} data-testid="debit-consent">
        {debitCancelConsentText(subject)}
      </p>
      <FormActions className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Volver
        </Button>
        <Button onClick={onConfirm} aria-disabled={sending}>
          {sending ? 'Dando de baja…' : 'Dar de baja'}
        </Button>
      </FormActions>
    </>
  );
}
