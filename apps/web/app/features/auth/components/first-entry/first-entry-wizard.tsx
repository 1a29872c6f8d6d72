import { CRM_CODE_FIRST_ENTRY_ASSISTANCE, messages, type FirstEntryState } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CaptchaError } from '~/lib/captcha/captcha';
import { useCaptcha } from '~/lib/captcha/use-captcha';
import { useApiClient } from '~/lib/api/use-api-client';
import { Modal } from '~/ui/modal/modal';
import { Stepper } from '~/ui/stepper/stepper';
import { getFirstEntry } from '../../api/first-entry-api';
import { useRequestAssistance } from '../../api/use-auth-mutations';
import { errorMessage } from '../../lib/error-message';
import styles from '../auth.module.css';
import { CaptchaStatus } from '../captcha-status';
import { FormAlert } from '../form-alert';
import { FirstEntryAssistanceStep, FirstEntryDoneStep } from './first-entry-closing-steps';
import { FirstEntryCodeStep } from './first-entry-code-step';
import { FirstEntryContactStep } from './first-entry-contact-step';
import { FirstEntryPasswordStep } from './first-entry-password-step';

export interface FirstEntryWizardProps {
  clientenro: number;
  /** Step 2's phone and birth-date editor (the contact-data feature's), composed by the route. */
  contactEditor: (state: FirstEntryState) => ReactNode;
  /** Saves the editor's unsaved changes; false when it could not (it shows why). */
  saveContactEditor: () => Promise<boolean>;
  /** Ends the session and offers the login again: after step 4 and 5, or when the person leaves. */
  onSignOut: () => void;
  onClose: () => void;
}

type Outcome = { step: 'done' } | { step: 'assistance'; requestNumber: string } | null;

const STEPS = ['Validá tu correo', 'Confirmá tus datos', 'Elegí tu contraseña', 'Listo'] as const;

/** Where the stepper stands: the API's entry 1-3, then 'Listo'; none while loading or after asking for help. */
function currentStep(outcome: Outcome, entry: number | undefined): number | null {
  if (outcome?.step === 'done') return STEPS.length - 1;
  if (outcome?.step === 'assistance' || entry === undefined) return null;
  return Math.min(entry, STEPS.length) - 1;
}

/** Account modal 6: the first-entry verification, at the step the API says the login is at (spec §4). */
export function FirstEntryWizard({
  clientenro,
  contactEditor,
  saveContactEditor,
  onSignOut,
  onClose,
}: FirstEntryWizardProps) {
  const api = useApiClient();
  const assistance = useRequestAssistance();
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const queryKey = ['customer', String(clientenro), 'first-entry'];
  const state = useQuery({ queryKey, queryFn: ({ signal }) => getFirstEntry(api, clientenro, signal) });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const askAssistance = async () => {
    setAlert(null);
    try {
      const pass = await captcha.getPass('assistance');
      const { Crmnumero } = await assistance.mutateAsync({
        clientenro,
        pass,
        crmcodigo: CRM_CODE_FIRST_ENTRY_ASSISTANCE,
      });
      setOutcome({ step: 'assistance', requestNumber: Crmnumero });
    } catch (failure) {
      setAlert(failure instanceof CaptchaError ? failure.message : messages.unexpectedError);
    }
  };

  const body = () => {
    if (outcome?.step === 'done') return <FirstEntryDoneStep onSignIn={onSignOut} />;
    if (outcome?.step === 'assistance') {
      return <FirstEntryAssistanceStep requestNumber={outcome.requestNumber} onAccept={onSignOut} />;
    }
    if (state.isPending) return <p role="status">Cargando…</p>;
    if (state.isError) return <FormAlert message={errorMessage(state.error, messages.errorOccurred)} />;
    const data = state.data;
    switch (data.entry) {
      case 1:
        return (
          <FirstEntryCodeStep
            clientenro={clientenro}
            maskedEmail={data.email}
            onValidated={refresh}
            onNoEmailAccess={askAssistance}
          />
        );
      case 2:
        return (
          <FirstEntryContactStep
            clientenro={clientenro}
            state={data}
            editor={contactEditor(data)}
            saveEditor={saveContactEditor}
            onConfirmed={refresh}
          />
        );
      case 3:
        return <FirstEntryPasswordStep clientenro={clientenro} onDone={() => setOutcome({ step: 'done' })} />;
      default:
        return <FirstEntryDoneStep onSignIn={onSignOut} />;
    }
  };

  const step = currentStep(outcome, state.data?.entry);
  return (
    <Modal
      title="Verificación de primer ingreso"
      onClose={onClose}
      isDismissable={false}
      className={styles.wideModal}
    >
      {step === null ? null : <Stepper steps={STEPS} current={step} label="Pasos de la verificación" />}
      <FormAlert message={alert} />
      <CaptchaStatus verifying={captcha.verifying} />
      {body()}
    </Modal>
  );
}
