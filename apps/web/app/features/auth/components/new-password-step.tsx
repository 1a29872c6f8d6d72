import { messages, passwordRulesPass } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '~/lib/use-api-client';
import { Button } from '~/ui/button/button';
import { resetPassword } from '../api/auth-api';
import { errorMessage } from '../lib/error-message';
import styles from './auth.module.css';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { StepHeading } from './step-heading';

export interface NewPasswordStepProps {
  email: string;
  resetToken: string;
  onDone: () => void;
}

/** Step 1 of code validation: new password and repeat; Confirmar waits for every rule (spec §5). */
export function NewPasswordStep({ email, resetToken, onDone }: NewPasswordStepProps) {
  const api = useApiClient();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = passwordRulesPass(password, repeat);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      await resetPassword(api, { email, password, repeatPassword: repeat, resetToken });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, messages.errorOccurred));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <StepHeading>Elegí tu nueva contraseña</StepHeading>
      <form noValidate onSubmit={submit}>
        <NewPasswordFields
          password={password}
          repeat={repeat}
          passwordField={{ value: password, onChange: (e) => setPassword(e.target.value) }}
          repeatField={{ value: repeat, onChange: (e) => setRepeat(e.target.value) }}
        />
        <FormAlert message={error} />
        <Button type="submit" className={styles.submit} disabled={!ready || busy}>
          Confirmar
        </Button>
      </form>
    </div>
  );
}
