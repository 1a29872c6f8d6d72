import { isCompleteCode, messages, sanitiseCodeInput } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '~/lib/use-api-client';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { validateCode } from '../api/auth-api';
import { errorMessage } from '../lib/error-message';
import styles from './auth.module.css';
import { StepHeading } from './step-heading';

export interface CodeStepProps {
  email: string;
  focusHeading: boolean;
  onValidated: (resetToken: string) => void;
  onRequestNewCode: () => void;
}

/** Step 0 of code validation: the 6-digit code from the email (digits only, spec §5). */
export function CodeStep({ email, focusHeading, onValidated, onRequestNewCode }: CodeStepProps) {
  const api = useApiClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code) || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { reset_token } = await validateCode(api, email, code);
      onValidated(reset_token);
    } catch (failure) {
      // The server's own message ('El código ingresado es incorrecto.', expired...) tells what to do.
      setError(errorMessage(failure, messages.errorOccurred));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <StepHeading focus={focusHeading}>{messages.codePrompt}</StepHeading>
      <p>
        Te enviamos un código de 6 números a <strong>{email}</strong>. Revisá también la carpeta de correo no
        deseado.
      </p>
      <form noValidate onSubmit={submit}>
        <TextField
          label="Código"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={error ?? undefined}
          onChange={(e) => setCode(sanitiseCodeInput(e.target.value))}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.linkButton} onClick={onRequestNewCode}>
            Pedir un código nuevo
          </button>
          <Button type="submit" disabled={!isCompleteCode(code) || busy}>
            Continuar
          </Button>
        </div>
      </form>
    </div>
  );
}
