import { messages, passwordRulesPass } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '~/lib/use-api-client';
import { Button } from '~/ui/button/button';
import { setFirstEntryPassword } from '../api/first-entry-api';
import { errorMessage } from '../lib/error-message';
import styles from './auth.module.css';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { StepHeading } from './step-heading';

export interface FirstEntryPasswordStepProps {
  clientenro: number;
  onDone: () => void;
}

/** Step 3: a new password with the three ticks of spec §5; Confirmar waits for every rule. */
export function FirstEntryPasswordStep({ clientenro, onDone }: FirstEntryPasswordStepProps) {
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
      await setFirstEntryPassword(api, clientenro, password, repeat);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, messages.errorOccurred));
      setBusy(false);
    }
  };

  return (
    <div>
      <StepHeading>Elegí tu contraseña</StepHeading>
      <p>Es la que vas a usar desde ahora para ingresar a Mi cuenta.</p>
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
