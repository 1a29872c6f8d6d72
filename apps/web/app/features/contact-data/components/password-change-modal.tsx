import { MAX_LENGTHS, messages, passwordRulesPass } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { replaceToken } from '~/lib/session';
import { useApiClient } from '~/lib/use-api-client';
import { usePublicConfig } from '~/lib/use-public-config';
import { useSession } from '~/lib/use-session';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { Modal } from '~/ui/modal/modal';
import { PasswordRulesList } from '~/ui/password-rules/password-rules-list';
import { updatePassword } from '../api/contact-data-api';
import { errorText } from '../lib/error-text';
import styles from './contact-data.module.css';

export interface PasswordChangeModalProps {
  onClose: () => void;
  /** Account modal 3's button: to /mi-cuenta/mis-servicios. */
  onDone: () => void;
}

/** The password change form and, once saved, account modal 3 (spec §2). */
export default function PasswordChangeModal({ onClose, onDone }: PasswordChangeModalProps) {
  const api = useApiClient();
  const session = useSession();
  const { companyCode } = usePublicConfig();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const ready = current !== '' && passwordRulesPass(password, repeat);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clientenro = session.client?.clientenro;
    if (!ready || busy || clientenro === undefined) return;
    setBusy(true);
    setError(null);
    try {
      const token = await updatePassword(api, clientenro, {
        currentPassword: current,
        password,
        repeatPassword: repeat,
      });
      // The change ended every session, this one too: keep this device signed in with the fresh token.
      replaceToken(companyCode, token);
      setDone(true);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

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
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTHS.password}
          aria-describedby="password-change-rules"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Repetir contraseña"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTHS.password}
          aria-describedby="password-change-rules"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
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
