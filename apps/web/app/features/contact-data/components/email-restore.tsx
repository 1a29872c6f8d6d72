import { emailRestoreSchema, messages } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOGIN_REDIRECT } from '~/lib/paths';
import { clearSession } from '~/lib/session/session';
import { useApiClient } from '~/lib/api/use-api-client';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { Button, buttonClassName } from '~/ui/button/button';
import { restoreEmail } from '../api/contact-data-api';
import { errorText } from '../lib/error-text';
import styles from './contact-data.module.css';

export interface EmailRestoreProps {
  /** The secret of the 'No fui yo' link, from its ?token=. */
  token: string | null;
}

/**
 * The 'No fui yo' link's page (ADR 0084): opening it changes nothing; the button does, with a POST, and the
 * page then says what happened and how to get back in.
 */
export function EmailRestore({ token }: EmailRestoreProps) {
  const api = useApiClient();
  const { companyCode } = usePublicConfig();
  const [restored, setRestored] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = emailRestoreSchema.safeParse({ token }).success;

  const confirm = async () => {
    if (!token || busy) return;
    setBusy(true);
    setError(null);
    try {
      const email = await restoreEmail(api, token);
      // Every session ended on the server; this browser forgets its own too.
      clearSession(companyCode);
      setRestored(email);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  if (restored) {
    return (
      <div role="status" className={styles.restore}>
        <h2 className={styles.legend}>Recuperaste tu email de acceso</h2>
        <p>
          Tu email de acceso volvió a ser <strong>{restored}</strong> y cerramos todas las sesiones abiertas,
          también la de quien hizo el cambio.
        </p>
        <p>
          Tu contraseña anterior ya no sirve. Para entrar, elegí una nueva con «Recuperar contraseña»: te
          mandamos el código a ese email.
        </p>
        <Link to={LOGIN_REDIRECT} className={buttonClassName('primary')}>
          Ir al ingreso
        </Link>
      </div>
    );
  }
  if (!valid) {
    return (
      <p role="alert" className={styles.alert}>
        {messages.linkInvalid}
      </p>
    );
  }
  return (
    <div className={styles.restore}>
      <p>Si no cambiaste el email de tu cuenta, confirmá y lo dejamos como estaba:</p>
      <ul>
        <li>tu email de acceso vuelve a ser el que recibió el aviso;</li>
        <li>cerramos todas las sesiones abiertas, también la de quien hizo el cambio;</li>
        <li>tu contraseña deja de servir, y después elegís una nueva con «Recuperar contraseña».</li>
      </ul>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <Button onClick={confirm} disabled={busy}>
        Recuperar mi email
      </Button>
    </div>
  );
}
