import { useSetFirstEntryPassword } from '../../api/use-first-entry';
import { NewPasswordForm } from '../recovery/new-password-form';

export interface FirstEntryPasswordStepProps {
  clientenro: number;
  onDone: () => void;
}

/** Step 3 of the first-entry wizard: the password used from now on (spec §4, §5). */
export function FirstEntryPasswordStep({ clientenro, onDone }: FirstEntryPasswordStepProps) {
  const setPassword = useSetFirstEntryPassword(clientenro);
  return (
    <NewPasswordForm
      heading="Elegí tu contraseña"
      intro={<p>Es la que vas a usar desde ahora para ingresar a Mi cuenta.</p>}
      save={(password, repeat) => setPassword.mutateAsync({ password, repeat })}
      onDone={onDone}
    />
  );
}
