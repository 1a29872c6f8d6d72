import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_LENGTHS,
  messages,
  passwordChangeFormSchema,
  passwordRulesPass,
  type PasswordChangeForm,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { replaceToken } from '~/lib/session/session';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { useSession } from '~/lib/session/use-session';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { Modal } from '~/ui/modal/modal';
import { PasswordRulesList } from '~/ui/password-rules/password-rules-list';
import { useUpdatePassword } from '../api/use-contact-data-mutations';
import { errorText } from '../lib/error-text';
import styles from './contact-data.module.css';

export interface PasswordChangeModalProps {
  onClose: () => void;
  /** Account modal 3's button: to /mi-cuenta/mis-servicios. */
  onDone: () => void;
}

/** The password change form and, once saved, account modal 3 (spec §2). */
export default function PasswordChangeModal({ onClose, onDone }: PasswordChangeModalProps) {
  const session = useSession();
  const { companyCode } = usePublicConfig();
  const clientenro = session.client?.clientenro;
  const save = useUpdatePassword(clientenro);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, control } = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', password: '', repeatPassword: '' },
  });
  const [current, password, repeat] = useWatch({
    control,
    name: ['currentPassword', 'password', 'repeatPassword'],
  });
  const busy = save.isPending;
  const ready = current !== '' && passwordRulesPass(password, repeat);
  const error = save.error ? errorText(save.error) : null;

  const submit = handleSubmit((values) => {
    if (busy || clientenro === undefined) return;
    save.mutate(values, {
      onSuccess: (token) => {
        // The change ended every session, this one too: keep this device signed in with the fresh token.
        replaceToken(companyCode, token);
        setDone(true);
      },
    });
  });

  if (done) {
    return (
      <Modal title="Contraseña actualizada" onClose={onClose} level={2}>
        <p role="status">{messages.passwordChanged}</p>
        <p>Cerramos tu sesión en los demás dispositivos.</p>
        <div className={styles.actions}>
          <Button onClick={onDone}>Ir a Mis servicios</Button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title="Cambiar contraseña" onClose={onClose} isDismissable={false} level={2}>
      <form noValidate onSubmit={submit}>
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_LENGTHS.password}
          {...register('currentPassword')}
        />
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTHS.password}
          aria-describedby="password-change-rules"
          {...register('password')}
        />
        <TextField
          label="Repetir contraseña"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTHS.password}
          aria-describedby="password-change-rules"
          {...register('repeatPassword')}
        />
        <PasswordRulesList id="password-change-rules" password={password} repeat={repeat} />
        {error ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={!ready || busy}>
            Confirmar
          </Button>
        </div>
      </form>
    </Modal>
  );
}
