import { useResetPassword } from '../../api/use-auth-mutations';
import { NewPasswordForm } from './new-password-form';

export interface NewPasswordStepProps {
  email: string;
  resetToken: string;
  onDone: () => void;
}

/** Step 1 of code validation: new password and repeat; Confirmar waits for every rule (spec §5). */
export function NewPasswordStep({ email, resetToken, onDone }: NewPasswordStepProps) {
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      heading="Elegí tu nueva contraseña"
      save={async (password, repeatPassword) => {
        await reset.mutateAsync({ email, password, repeatPassword, resetToken });
      }}
      onDone={onDone}
    />
  );
}
