import { messages } from '@portal/domain';
import { useState } from 'react';
import { Button } from '~/ui/button/button';
import type { ViewProps } from '../../config/login-views';
import styles from '../auth.module.css';
import { CodeStep } from './code-step';
import { NewPasswordStep } from './new-password-step';
import { StepHeading } from '../step-heading';

type Step = { step: 0 } | { step: 1; resetToken: string } | { step: 2 };

/** Password reset after the emailed code (spec §2): 0 code, 1 new password, 2 success. */
export function CodeValidationView({ onNavigate, focusHeading, email }: ViewProps & { email: string }) {
  const [state, setState] = useState<Step>({ step: 0 });

  if (state.step === 0) {
    return (
      <CodeStep
        email={email}
        focusHeading={focusHeading}
        onValidated={(resetToken) => setState({ step: 1, resetToken })}
        onRequestNewCode={() => onNavigate('recoveryPassword')}
      />
    );
  }
  if (state.step === 1) {
    return (
      <NewPasswordStep email={email} resetToken={state.resetToken} onDone={() => setState({ step: 2 })} />
    );
  }
  return (
    <div>
      <StepHeading>Contraseña restablecida</StepHeading>
      <p className={styles.success}>{messages.passwordResetDone}</p>
      <Button className={styles.submit} onClick={() => onNavigate('signIn')}>
        Ir al login
      </Button>
    </div>
  );
}
