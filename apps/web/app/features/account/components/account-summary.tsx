import type { DataClient } from '@portal/domain';
import { useEffect, useState } from 'react';
import { fetchDataClient } from '~/lib/customer/customer-data';
import { useApiClient } from '~/lib/use-api-client';
import { useSession } from '~/lib/use-session';
import styles from './account-summary.module.css';

/**
 * Greets the customer with their data (GET /api/customer/{clientenro}/). It is also the account's first
 * authenticated call: a dead token answers 401 and the shell opens the session-expired modal.
 */
export function AccountSummary() {
  const api = useApiClient();
  const session = useSession();
  const clientenro = session.client?.clientenro;
  const [data, setData] = useState<DataClient | null>(null);

  useEffect(() => {
    if (!clientenro) return;
    const controller = new AbortController();
    fetchDataClient(api, clientenro, controller.signal)
      .then(setData)
      // A 401 is handled by the shell (modal 9); other failures leave the greeting from the session.
      .catch(() => {});
    return () => controller.abort();
  }, [api, clientenro]);

  if (!session.client) return null;
  const name = data ? `${data.nombre} ${data.apellido}` : session.client.nombre;
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
