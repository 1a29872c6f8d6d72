import { messages, passwordRulesPass } from '@portal/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import { errorMessage } from '../lib/error-message';
import styles from './auth.module.css';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { StepHeading } from './step-heading';

export interface NewPasswordFormProps {
  heading: string;
  intro?: ReactNode;
  /** Sends the password; a rejection shows its message and keeps what was typed. */
  save: (password: string, repeat: string) => Promise<void>;
  onDone: () => void;
}

/** A new password and its repeat with the ticks of spec §5; Confirmar waits for every rule. */
export function NewPasswordForm({ heading, intro, save, onDone }: NewPasswordFormProps) {
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
      await save(password, repeat);
    } catch (failure) {
      setError(errorMessage(failure, messages.errorOccurred));
      setBusy(false);
      return;
    }
    onDone();
  };

  return (
    <div>
      <StepHeading>{heading}</StepHeading>
      {intro}
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
