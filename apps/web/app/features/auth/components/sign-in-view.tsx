import { zodResolver } from '@hookform/resolvers/zod';
import {
  canSubmitLogin,
  canSubmitLoginWithEnter,
  COMPANY_TAG,
  loginCredentialsSchema,
  MAX_LENGTHS,
  type LoginCredentials,
} from '@portal/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { MissingFields } from '~/ui/missing-fields/missing-fields';
import type { ViewProps } from '../config/login-views';
import styles from './auth.module.css';
import { FormAlert } from './form-alert';
import { StepHeading } from './step-heading';

export interface SignInViewProps extends ViewProps {
  /** Resolves to the error text, or null once signed in. */
  onSignIn: (username: string, password: string) => Promise<string | null>;
}

export function SignInView({ onNavigate, focusHeading, onSignIn }: SignInViewProps) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginCredentials>({
    resolver: zodResolver(loginCredentialsSchema),
    defaultValues: { username: '', password: '', company: COMPANY_TAG },
  });
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  const missingId = useId();
  const missing = [...(username === '' ? ['Email'] : []), ...(password === '' ? ['Contraseña'] : [])];

  const submit = handleSubmit(async (values) => {
    setError(null);
    setError(await onSignIn(values.username, values.password));
  });

  // Spec §2: Enter submits only when both fields are longer than 1 character; the button only needs both filled.
  const guardEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !canSubmitLoginWithEnter(username, password)) event.preventDefault();
  };

  return (
    <div>
      <StepHeading focus={focusHeading}>Ingresá a tu cuenta</StepHeading>
      <form noValidate onSubmit={submit} onKeyDown={guardEnter} aria-label="Ingresar a Mi Cuenta">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={MAX_LENGTHS.loginEmail}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_LENGTHS.password}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormAlert message={error} />
        <Button
          type="submit"
          className={styles.submit}
          disabled={!canSubmitLogin(username, password) || isSubmitting}
          aria-describedby={missingId}
        >
          {isSubmitting ? 'Ingresando…' : 'Ingresar'}
        </Button>
        <MissingFields id={missingId} labels={missing} />
      </form>
      <ul className={styles.links}>
        <li>
          <button type="button" className={styles.linkButton} onClick={() => onNavigate('recoveryUser')}>
            RECUPERAR EMAIL
          </button>
        </li>
        <li>
          <button type="button" className={styles.linkButton} onClick={() => onNavigate('recoveryPassword')}>
            RECUPERAR CONTRASEÑA
          </button>
        </li>
      </ul>
      <p className={styles.register}>
        ¿Todavía no tenés usuario?{' '}
        <button type="button" className={styles.linkButton} onClick={() => onNavigate('registerUser')}>
          Registrate
        </button>
      </p>
    </div>
  );
}
