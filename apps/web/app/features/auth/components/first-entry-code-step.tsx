import { isCompleteCode, messages, sanitiseCodeInput } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '~/lib/use-api-client';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { sendFirstEntryCode, validateFirstEntryCode } from '../api/first-entry-api';
import { errorMessage } from '../lib/error-message';
import styles from './auth.module.css';
import { FormAlert } from './form-alert';
import { StepHeading } from './step-heading';

export interface FirstEntryCodeStepProps {
  clientenro: number;
  maskedEmail: string;
  onValidated: () => void;
  onNoEmailAccess: () => void;
}

/** Step 1: a 6-digit code mailed to the login's address proves the mailbox is theirs (spec §4, §5). */
export function FirstEntryCodeStep({
  clientenro,
  maskedEmail,
  onValidated,
  onNoEmailAccess,
}: FirstEntryCodeStepProps) {
  const api = useApiClient();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    setAlert(null);
    try {
      await sendFirstEntryCode(api, clientenro);
      setSent(true);
      setCode('');
      setError(null);
    } catch (failure) {
      setAlert(errorMessage(failure, messages.errorOccurred));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await validateFirstEntryCode(api, clientenro, code);
      onValidated();
    } catch (failure) {
      // The server's own message (wrong, expired, used) says what to do next.
      setError(errorMessage(failure, messages.errorOccurred));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <StepHeading>Verificá tu email</StepHeading>
      {sent ? (
        <>
          <p>
            Te enviamos un código de 6 números a <strong>{maskedEmail}</strong>. Revisá también la carpeta de
            correo no deseado.
          </p>
          <form noValidate onSubmit={submit}>
            <TextField
              label={messages.codePrompt}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              error={error ?? undefined}
              onChange={(e) => setCode(sanitiseCodeInput(e.target.value))}
            />
            <FormAlert message={alert} />
            <div className={styles.actions}>
              <button type="button" className={styles.linkButton} onClick={send} disabled={busy}>
                Pedir un código nuevo
              </button>
              <Button type="submit" disabled={!isCompleteCode(code) || busy}>
                Continuar
              </Button>
            </div>
          </form>
        </>
      ) : (
        <>
          <p>
            Es tu primer ingreso a Mi cuenta. Para proteger tus datos, te vamos a enviar un código de 6
            números a <strong>{maskedEmail}</strong>.
          </p>
          <FormAlert message={alert} />
          <Button type="button" className={styles.submit} onClick={send} disabled={busy}>
            Enviar código
          </Button>
        </>
      )}
      <p className={styles.register}>
        <button type="button" className={styles.linkButton} onClick={onNoEmailAccess} disabled={busy}>
          No tengo acceso a ese email
        </button>
      </p>
    </div>
  );
}
