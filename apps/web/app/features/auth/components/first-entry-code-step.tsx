import { messages } from '@portal/domain';
import { useState } from 'react';
import { useApiClient } from '~/lib/use-api-client';
import { Button } from '~/ui/button/button';
import { sendFirstEntryCode, validateFirstEntryCode } from '../api/first-entry-api';
import { errorMessage } from '../lib/error-message';
import styles from './auth.module.css';
import { CodeForm } from './code-form';
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
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    setAlert(null);
    try {
      await sendFirstEntryCode(api, clientenro);
      setSent(true);
    } catch (failure) {
      setAlert(errorMessage(failure, messages.errorOccurred));
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
          <CodeForm
            label={messages.codePrompt}
            validate={async (code) => {
              await validateFirstEntryCode(api, clientenro, code);
              onValidated();
            }}
            secondaryAction={
              <button type="button" className={styles.linkButton} onClick={send} disabled={busy}>
                Pedir un código nuevo
              </button>
            }
          />
          <FormAlert message={alert} />
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
