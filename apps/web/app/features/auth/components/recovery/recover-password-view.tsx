import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_TAG,
  MAX_LENGTHS,
  messages,
  recoverPasswordSchema,
  type RecoverPassword,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '~/lib/api/api-client';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { useRequestResetCode } from '../../api/use-auth-mutations';
import type { ViewProps } from '../../config/login-views';
import { useCaptcha } from '~/lib/captcha/use-captcha';
import { errorMessage } from '../../lib/error-message';
import styles from '../auth.module.css';
import { CaptchaStatus } from '../captcha-status';
import { FormAlert } from '../form-alert';
import { StepHeading } from '../step-heading';

/** Recover password (spec §2): the email gets a 6-digit code, then the code view takes over. */
export function RecoverPasswordView({ onNavigate, focusHeading }: ViewProps) {
  const requestCode = useRequestResetCode();
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoverPassword>({
    resolver: zodResolver(recoverPasswordSchema),
    defaultValues: { email: '', company: COMPANY_TAG },
  });

  const submit = handleSubmit(async ({ email }) => {
    setAlert(null);
    try {
      const pass = await captcha.getPass('password-reset');
      await requestCode.mutateAsync({ email, pass });
      onNavigate('codeValidation', email);
    } catch (error) {
      // Spec §8: an unknown email is said under the field; anything unexpected is an alert.
      if (error instanceof ApiError && error.status === 404) {
        setError('email', { message: error.fields?.email ?? messages.emailNotFound }, { shouldFocus: true });
      } else {
        setAlert(errorMessage(error, messages.errorOccurredDot));
      }
    }
  });

  return (
    <div>
      <StepHeading focus={focusHeading}>{messages.recoverPasswordTitle}</StepHeading>
      <p>
        Ingresá el email de tu usuario y te enviaremos un código de 6 números para crear una nueva contraseña.
      </p>
      <form noValidate onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={MAX_LENGTHS.loginEmail}
          error={errors.email?.message}
          {...register('email')}
        />
        <CaptchaStatus verifying={captcha.verifying} />
        <FormAlert message={alert} />
        <div className={styles.actions}>
          <button type="button" className={styles.linkButton} onClick={() => onNavigate('signIn')}>
            Volver
          </button>
          <Button type="submit" disabled={isSubmitting}>
            Continuar
          </Button>
        </div>
      </form>
    </div>
  );
}
