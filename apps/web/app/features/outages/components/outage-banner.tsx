import type { PublicIncident } from '@portal/domain';
import { incidentSentence } from '../lib/incident-sentence';
import styles from './outage-banner.module.css';

/** The incidents in force above every public page, rendered on the server; nothing when there are none. */
export function OutageBanner({ incidents }: { incidents: readonly PublicIncident[] }) {
  if (incidents.length === 0) return null;
  return (
    <section className={styles.banner} aria-label="Avisos de cortes de servicio" data-testid="outage-banner">
      <ul className={styles.list}>
        {incidents.map((incident) => {
          const { headline, detail } = incidentSentence(incident);
          return (
            <li key={incident.id} className={styles.item}>
              <strong>{headline}.</strong> {detail}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
