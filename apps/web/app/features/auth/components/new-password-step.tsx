import { useApiClient } from '~/lib/use-api-client';
import { resetPassword } from '../api/auth-api';
import { NewPasswordForm } from './new-password-form';

export interface NewPasswordStepProps {
  email: string;
  resetToken: string;
  onDone: () => void;
}

/** Step 1 of code validation: new password and repeat; Confirmar waits for every rule (spec §5). */
export function NewPasswordStep({ email, resetToken, onDone }: NewPasswordStepProps) {
  const api = useApiClient();
  return (
    <NewPasswordForm
      heading="Elegí tu nueva contraseña"
      save={async (password, repeatPassword) => {
        await resetPassword(api, { email, password, repeatPassword, resetToken });
      }}
      onDone={onDone}
    />
  );
}
