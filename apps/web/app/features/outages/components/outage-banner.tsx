import type { IncidentSentence } from '../lib/incident-sentence';
import styles from './outage-banner.module.css';

/** The incidents in force above every public page, worded on the server; nothing when there are none. */
export function OutageBanner({ incidents }: { incidents: readonly IncidentSentence[] }) {
  if (incidents.length === 0) return null;
  return (
    <section className={styles.banner} aria-label="Avisos de cortes de servicio" data-testid="outage-banner">
      <ul className={styles.list}>
        {incidents.map(({ id, headline, detail }) => (
          <li key={id} className={styles.item}>
            <strong>{headline}.</strong> {detail}
          </li>
        ))}
      </ul>
    </section>
  );
}
