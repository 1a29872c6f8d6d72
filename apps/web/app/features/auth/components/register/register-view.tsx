import { zodResolver } from '@hookform/resolvers/zod';
import { messages, registerDraftSchema, type RegisterDraft } from '@portal/domain';
import { useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { ApiError } from '~/lib/api/api-client';
import { Button } from '~/ui/button/button';
import { useRegister } from '../../api/use-auth-mutations';
import type { ViewProps } from '../../config/login-views';
import { useCaptcha } from '~/lib/captcha/use-captcha';
import { errorMessage } from '../../lib/error-message';
import {
  REGISTER_DEFAULTS,
  STEP_FIELDS,
  stepOfField,
  type RegisterFormValues,
  type RegisterStep,
} from '../../lib/register-form';
import styles from '../auth.module.css';
import { CaptchaStatus } from '../captcha-status';
import { FormAlert } from '../form-alert';
import { StepHeading } from '../step-heading';
import { RegisterAddressStep } from './register-address-step';
import { RegisterExtraStep } from './register-extra-step';
import { RegisterPersonalStep } from './register-personal-step';
import { AaipLegend } from '~/ui/aaip-legend/aaip-legend';

const TITLES: Record<RegisterStep, string> = {
  1: 'Tus datos personales',
  2: 'Tu domicilio',
  3: 'Últimos datos',
};

/** Registration in four steps (spec §2): 1 personal data, 2 address and map, 3 extras and password, 4 done. */
export function RegisterView({ onNavigate, focusHeading }: ViewProps) {
  const registration = useRegister();
  const captcha = useCaptcha();
  const [step, setStep] = useState<RegisterStep | 4>(1);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<RegisterFormValues>({
    // One schema for the whole draft; each step validates its own fields with trigger().
    resolver: zodResolver(registerDraftSchema) as unknown as Resolver<RegisterFormValues>,
    defaultValues: REGISTER_DEFAULTS,
    mode: 'onTouched',
  });
  const { handleSubmit, trigger, setError, formState } = form;

  const next = async () => {
    if (step === 4) return;
    if (await trigger(STEP_FIELDS[step], { shouldFocus: true })) setStep((step + 1) as RegisterStep);
  };

  const submit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        const pass = await captcha.getPass('registration');
        await registration.mutateAsync({ draft: values as RegisterDraft, pass });
        setStep(4);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setStep(1);
          setError('email', { message: error.message || messages.emailAlreadyRegistered });
        } else if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
          const entries = Object.entries(error.fields);
          for (const [path, message] of entries) setError(path as FieldPath<RegisterFormValues>, { message });
          setStep(stepOfField(entries[0]?.[0] ?? ''));
        } else {
          setAlert(errorMessage(error, messages.errorOccurred));
        }
      }
    },
    // The final check covers every step: go back to the first one with a problem.
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) setStep(stepOfField(first));
    },
  );

  if (step === 4) {
    return (
      <div>
        <StepHeading>{messages.registered}</StepHeading>
        <p className={styles.success}>
          Recibimos tu solicitud de registro. Te enviamos un email con el número de gestión y te avisaremos
          cuando tu usuario esté listo.
        </p>
        <Button className={styles.submit} onClick={() => onNavigate('signIn')}>
          Aceptar
        </Button>
      </div>
    );
  }

  return (
    <div>
      <p className={styles.stepCount}>Paso {step} de 3</p>
      <StepHeading key={step} focus={focusHeading || step > 1}>
        {TITLES[step]}
      </StepHeading>
      <form
        noValidate
        onSubmit={(event) => {
          // Enter on steps 1 and 2 moves on instead of sending a half-filled draft.
          if (step < 3) {
            event.preventDefault();
            void next();
          } else void submit(event);
        }}
      >
        {step === 1 ? <RegisterPersonalStep form={form} /> : null}
        {step === 2 ? <RegisterAddressStep form={form} /> : null}
        {step === 3 ? <RegisterExtraStep form={form} /> : null}
        <CaptchaStatus verifying={captcha.verifying} />
        <FormAlert message={alert} />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => (step === 1 ? onNavigate('signIn') : setStep((step - 1) as RegisterStep))}
          >
            {step === 1 ? 'Volver al login' : 'Volver al paso anterior'}
          </button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {step < 3 ? 'Siguiente' : 'Registrarme'}
          </Button>
        </div>
        <AaipLegend />
      </form>
    </div>
  );
}
