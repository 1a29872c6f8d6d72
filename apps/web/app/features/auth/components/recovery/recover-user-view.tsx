import { messages, type RecoverUser } from '@portal/domain';
import { useState } from 'react';
import { ApiError } from '~/lib/api/api-client';
import { Button } from '~/ui/button/button';
import { useModals } from '~/ui/modal/modal-manager';
import { useRecoverUser, useRequestAssistance } from '../../api/use-auth-mutations';
import { CaptchaError } from '~/lib/captcha/captcha';
import type { ViewProps } from '../../config/login-views';
import { useCaptcha } from '~/lib/captcha/use-captcha';
import styles from '../auth.module.css';
import { CaptchaStatus } from '../captcha-status';
import { FormAlert } from '../form-alert';
import { RecoverUserForm } from './recover-user-form';
import { StepHeading } from '../step-heading';

type Step = { step: 0 } | { step: 1; email: string; clientenro: number } | { step: 2 } | { step: 3 };

/** Recover user (spec §2, §4): 0 form, 1 found, 2 not found, 3 assistance requested. */
export function RecoverUserView({ onNavigate, focusHeading }: ViewProps) {
  const recover = useRecoverUser();
  const assistance = useRequestAssistance();
  const modals = useModals();
  const captcha = useCaptcha();
  const [state, setState] = useState<Step>({ step: 0 });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [lastValues, setLastValues] = useState<RecoverUser | undefined>();

  const search = async (values: RecoverUser) => {
    setAlert(null);
    setLastValues(values);
    try {
      const pass = await captcha.getPass('recover-user');
      const { email } = await recover.mutateAsync({ input: values, pass });
      setState({ step: 1, email, clientenro: Number(values.nro) });
    } catch (error) {
      if (error instanceof CaptchaError) setAlert(error.message);
      else if (error instanceof ApiError && error.status === 429) setAlert(error.message);
      // A non-matching answer is step 2; only a failure to ask at all is "unexpected".
      else if (error instanceof ApiError && error.status > 0 && error.status < 500) setState({ step: 2 });
      else setAlert(messages.unexpectedError);
    }
  };

  const askAssistance = async (clientenro: number) => {
    setBusy(true);
    setAlert(null);
    try {
      const pass = await captcha.getPass('assistance');
      await assistance.mutateAsync({ clientenro, pass });
      setState({ step: 3 });
    } catch (error) {
      setAlert(error instanceof CaptchaError ? error.message : messages.unexpectedError);
    } finally {
      setBusy(false);
    }
  };

  if (state.step === 0) {
    return (
      <div>
        <StepHeading focus={focusHeading}>Recuperar email</StepHeading>
        <p>Completá tus datos y te mostramos el email con el que ingresás a Mi Cuenta.</p>
        <RecoverUserForm
          verifying={captcha.verifying}
          alert={alert}
          onSubmit={search}
          onBack={() => onNavigate('signIn')}
          initial={lastValues}
        />
      </div>
    );
  }
  if (state.step === 1) {
    return (
      <div>
        <StepHeading>{messages.recoverUserFoundTitle}</StepHeading>
        <p>El email asociado a tu cuenta es:</p>
        <p className={styles.foundEmail} data-testid="recovered-email">
          {state.email}
        </p>
        <p>
          Si ya no tenés acceso a ese email,{' '}
          <button
            type="button"
            className={styles.inlineLink}
            onClick={() => {
              modals.close('login');
              modals.open('main-3');
            }}
          >
            contactanos
          </button>{' '}
          o podés{' '}
          <button
            type="button"
            className={styles.inlineLink}
            disabled={busy}
            onClick={() => askAssistance(state.clientenro)}
          >
            solicitar asistencia
          </button>
          .
        </p>
        <CaptchaStatus verifying={captcha.verifying} />
        <FormAlert message={alert} />
        <Button className={styles.submit} onClick={() => onNavigate('signIn')}>
          Login
        </Button>
      </div>
    );
  }
  if (state.step === 2) {
    return (
      <div>
        <StepHeading>{messages.userNotFound}</StepHeading>
        <p>{messages.recoverUserNoMatch}</p>
        <p>{messages.recoverUserTryAgain}</p>
        <Button className={styles.submit} onClick={() => setState({ step: 0 })}>
          Volver
        </Button>
      </div>
    );
  }
  return (
    <div>
      <StepHeading>Solicitud enviada</StepHeading>
      <p className={styles.success}>{messages.assistanceRequested}</p>
      <Button className={styles.submit} onClick={() => onNavigate('signIn')}>
        Aceptar
      </Button>
    </div>
  );
}
