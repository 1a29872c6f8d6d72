import { useApiClient } from '~/lib/use-api-client';
import { setFirstEntryPassword } from '../api/first-entry-api';
import { NewPasswordForm } from './new-password-form';

export interface FirstEntryPasswordStepProps {
  clientenro: number;
  onDone: () => void;
}

/** Step 3 of the first-entry wizard: the password used from now on (spec §4, §5). */
export function FirstEntryPasswordStep({ clientenro, onDone }: FirstEntryPasswordStepProps) {
  const api = useApiClient();
  return (
    <NewPasswordForm
      heading="Elegí tu contraseña"
      intro={<p>Es la que vas a usar desde ahora para ingresar a Mi cuenta.</p>}
      save={(password, repeat) => setFirstEntryPassword(api, clientenro, password, repeat)}
      onDone={onDone}
    />
  );
}
