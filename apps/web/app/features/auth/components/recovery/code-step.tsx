import { messages } from '@portal/domain';
import { useValidateResetCode } from '../../api/use-auth-mutations';
import styles from '../auth.module.css';
import { CodeForm } from './code-form';
import { StepHeading } from '../step-heading';

export interface CodeStepProps {
  email: string;
  focusHeading: boolean;
  onValidated: (resetToken: string) => void;
  onRequestNewCode: () => void;
}

/** Step 0 of code validation: the 6-digit code from the email (digits only, spec §5). */
export function CodeStep({ email, focusHeading, onValidated, onRequestNewCode }: CodeStepProps) {
  const validateCode = useValidateResetCode();
  return (
    <div>
      <StepHeading focus={focusHeading}>{messages.codePrompt}</StepHeading>
      <p>
        Te enviamos un código de 6 números a <strong>{email}</strong>. Revisá también la carpeta de correo no
        deseado.
      </p>
      <CodeForm
        label="Código"
        validate={async (code) => {
          const { reset_token } = await validateCode.mutateAsync({ email, code });
          onValidated(reset_token);
        }}
        secondaryAction={
          <button type="button" className={styles.linkButton} onClick={onRequestNewCode}>
            Pedir un código nuevo
          </button>
        }
      />
    </div>
  );
}
