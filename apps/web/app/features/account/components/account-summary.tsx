import { errorCodes, messages } from '@portal/domain';
import { ApiError } from '~/lib/api/api-client';
import { useSession } from '~/lib/session/use-session';
import { useDataClient } from '../api/use-data-client';
import styles from './account-summary.module.css';

/**
 * Greets the customer with their data (GET /api/customer/{clientenro}/). It is also the account's first
 * authenticated call: a dead token answers 401 and the shell opens the session-expired modal. While the
 * first-entry verification is pending the API keeps the data back (403 FIRST_ENTRY_PENDING, ADR 0036), so the
 * greeting says why instead of showing an error; the verification wizard itself comes with issue #11.
 */
export function AccountSummary() {
  const session = useSession();
  const clientenro = session.client?.clientenro;
  // The stored flag spares a call bound to be refused; the API's answer covers a flag that is out of date.
  // A 401 is handled by the shell (modal 9); other failures leave the greeting from the session.
  const query = useDataClient(clientenro, !session.firstEntry);
  const refused = query.error instanceof ApiError && query.error.code === errorCodes.FIRST_ENTRY_PENDING;
  const pending = Boolean(session.firstEntry) || refused;
  const data = query.data;

  if (!session.client) return null;
  const name = data ? `${data.nombre} ${data.apellido}` : session.client.nombre;
  if (pending) {
    return (
      <section className={styles.summary} aria-label="Tu cuenta" data-testid="account-summary">
        <p className={styles.greeting}>Hola, {name}</p>
        <p role="status" data-testid="first-entry-pending">
          <strong>{messages.firstEntryPending}</strong> {messages.firstEntryPendingDetail}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.summary} aria-label="Tu cuenta" data-testid="account-summary">
      <p className={styles.greeting}>Hola, {name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Número de cliente</dt>
          <dd>{data?.cliente ?? clientenro}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{data?.emailppl ?? session.client.email}</dd>
        </div>
        {data?.direccion ? (
          <div>
            <dt>Domicilio</dt>
            <dd>{data.direccion}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
