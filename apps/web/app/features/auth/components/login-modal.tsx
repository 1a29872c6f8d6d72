import { useCallback, useState } from 'react';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import type { LoginView } from '../config/login-views';
import { useSignIn } from '../hooks/use-sign-in';
import styles from './auth.module.css';
import { CodeValidationView } from './recovery/code-validation-view';
import { RecoverPasswordView } from './recovery/recover-password-view';
import { RecoverUserView } from './recovery/recover-user-view';
import { RegisterView } from './register/register-view';
import { SignInView } from './sign-in-view';

/**
 * Login modal 'Mi Cuenta' (spec §2, §4). The close icon (and Escape) returns a sub-view to signIn and
 * closes the modal from signIn; a click outside never closes it, so a half-filled form is not lost.
 */
export default function LoginModal({ onClose }: ModalContentProps) {
  const [view, setView] = useState<LoginView>('signIn');
  const [email, setEmail] = useState('');
  // The first view gets the dialog's own initial focus; every later view starts at its heading.
  const [navigated, setNavigated] = useState(false);
  const signIn = useSignIn(onClose);

  const navigate = useCallback((next: LoginView, carriedEmail?: string) => {
    if (carriedEmail !== undefined) setEmail(carriedEmail);
    setNavigated(true);
    setView(next);
  }, []);

  const close = () => (view === 'signIn' ? onClose() : navigate('signIn'));
  const common = { onNavigate: navigate, focusHeading: navigated };

  return (
    <Modal
      title="Mi Cuenta"
      onClose={close}
      level={2}
      isDismissable={false}
      className={view === 'registerUser' ? styles.wideModal : undefined}
    >
      <div data-view={view} data-testid="login-modal">
        {view === 'signIn' ? <SignInView {...common} onSignIn={signIn} /> : null}
        {view === 'recoveryPassword' ? <RecoverPasswordView {...common} /> : null}
        {view === 'codeValidation' ? <CodeValidationView {...common} email={email} /> : null}
        {view === 'recoveryUser' ? <RecoverUserView {...common} /> : null}
        {view === 'registerUser' ? <RegisterView {...common} /> : null}
      </div>
    </Modal>
  );
}
