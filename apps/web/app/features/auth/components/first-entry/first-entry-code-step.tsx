import { messages } from '@portal/domain';
import { useState } from 'react';
import { Button } from '~/ui/button/button';
import { useSendFirstEntryCode, useValidateFirstEntryCode } from '../../api/use-first-entry';
import { errorMessage } from '../../lib/error-message';
import styles from '../auth.module.css';
import { CodeForm } from '../recovery/code-form';
import { FormAlert } from '../form-alert';
import { StepHeading } from '../step-heading';

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
  const sendCode = useSendFirstEntryCode(clientenro);
  const validateCode = useValidateFirstEntryCode(clientenro);
  // A failed resend keeps the code form: only the first success switches to it.
  const [sent, setSent] = useState(false);
  const alert = sendCode.error ? errorMessage(sendCode.error, messages.errorOccurred) : null;
  const busy = sendCode.isPending;
  const send = () => sendCode.mutate(undefined, { onSuccess: () => setSent(true) });

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
              await validateCode.mutateAsync(code);
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
