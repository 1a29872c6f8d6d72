import { Callout } from '~/ui/callout/callout';
import { useSession } from '~/lib/session/use-session';
import { useCustomerOutages } from '../api/outages-queries';
import { incidentSentence } from '../lib/incident-sentence';
import styles from './outages.module.css';

/** Mis servicios: the incidents in force where the customer's service address is; nothing without one. */
export function OutageNotices() {
  const session = useSession();
  const clientenro = session.client ? Number(session.client.clientenro) : undefined;
  const query = useCustomerOutages(clientenro, !session.firstEntry);
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Callout tone="warning" title="Cortes de servicio en tu zona" data-testid="outage-notices">
      <ul className={styles.notices}>
        {items.map(incidentSentence).map(({ id, headline, detail }) => (
          <li key={id}>
            <strong>{headline}.</strong> {detail}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
