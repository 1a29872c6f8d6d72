import { CARD_METHOD_IDS, CBU_METHOD_ID } from '@portal/domain';
import { Modal } from '~/ui/modal/modal';
import { Stepper } from '~/ui/stepper/stepper';
import { RetryActions } from '~/ui/error-state/retry-actions';
import { useReferenceLists, useReloadCustomer } from '../api/use-debit';
import { debitOpener } from '../lib/debit-opener';
import { useRegisterFlow, type RegisterStep } from '../hooks/use-register-flow';
import { CardStep } from './card-step';
import { CbuStep } from './cbu-step';
import { ConfirmStep } from './confirm-step';
import { DebitAlert } from './debit-alert';
import styles from './debit.module.css';
import { MethodChoice } from './method-choice';
import { SuccessStep } from './success-step';

export interface RegisterWizardProps {
  clientenro: number;
  onClose: () => void;
}

const STEPS = ['Tus datos', 'Revisión', 'Listo'] as const;

const stepperIndex = (state: RegisterStep) => (state.step === 4 ? 2 : state.step === 3 ? 1 : 0);

const cardMethodIds: readonly number[] = CARD_METHOD_IDS;

/**
 * Account modal 4, registering or changing the automatic debit (spec §4, §5): card (step 1) or CBU (step 2),
 * the confirmation with the consent (3) and the success (4); leaving the success reloads the customer's data.
 */
export function RegisterWizard({ clientenro, onClose }: RegisterWizardProps) {
  const lists = useReferenceLists();
  const flow = useRegisterFlow(clientenro, lists.data);
  const reload = useReloadCustomer(clientenro);
  const { state } = flow;

  const leave = () => {
    if (state.step === 4) reload(state.debit);
    onClose();
  };

  let body;
  if (lists.isPending) {
    body = (
      <p className={styles.text} role="status">
        Cargando bancos y medios de pago…
      </p>
    );
  } else if (lists.isError) {
    body = (
      <>
        <DebitAlert reason={null} />
        <RetryActions className={styles.actions} onRetry={() => void lists.refetch()} />
      </>
    );
  } else {
    const { bancos, mediosDeCobro } = lists.data;
    const cbuMethod = mediosDeCobro.find((method) => method.medcobroid === CBU_METHOD_ID);
    const alert = flow.alert ? <DebitAlert reason={flow.alert.reason} /> : null;
    if (state.step === 1 || state.step === 2) {
      const focusHeading = !state.chosen;
      body = (
        <>
          <MethodChoice
            value={state.step === 1 ? 'card' : 'cbu'}
            cbuOffered={cbuMethod !== undefined}
            onChange={flow.chooseMethod}
          />
          {state.step === 1 || !cbuMethod ? (
            <CardStep
              form={flow.card}
              banks={bancos}
              methods={mediosDeCobro.filter((method) => cardMethodIds.includes(method.medcobroid))}
              checking={flow.checking}
              alert={alert}
              focusHeading={focusHeading}
              onSubmit={flow.submitCard}
              onCancel={onClose}
            />
          ) : (
            <CbuStep
              form={flow.cbu}
              banks={bancos}
              methodName={cbuMethod.medcobronombre}
              alert={alert}
              focusHeading={focusHeading}
              onSubmit={flow.submitCbu}
              onCancel={onClose}
            />
          )}
        </>
      );
    } else if (state.step === 3) {
      body = (
        <ConfirmStep
          draft={state.draft}
          sending={flow.sending}
          alert={alert}
          onBack={flow.back}
          onConfirm={() => void flow.confirm()}
        />
      );
    } else {
      body = <SuccessStep debit={state.debit} onDone={leave} />;
    }
  }

  return (
    <Modal
      title="Débito automático"
      onClose={leave}
      level={1}
      returnFocus={debitOpener}
      isDismissable={false}
      className={styles.modal}
    >
      <Stepper steps={STEPS} current={stepperIndex(state)} label="Pasos de la adhesión" />
      {body}
    </Modal>
  );
}
