import { formatDateTime, type Consent } from '@portal/domain';
import styles from './personal-data.module.css';

/** The consents given through the portal, each with its date and whether it still stands. */
export function ConsentsList({ consents }: { consents: readonly Consent[] }) {
  return (
    <ul className={styles.consents} data-testid="consents">
      {consents.map((consent, index) => (
        <li key={`${consent.tipo}-${consent.clientenro ?? 'usuario'}-${index}`} className={styles.consent}>
          <p className={styles.consentTitle}>
            {consent.titulo}
            {consent.clientenro === null ? null : ` (cliente N° ${consent.clientenro})`}
          </p>
          <p className={styles.meta}>
            {consent.fecha ? formatDateTime(consent.fecha) : 'Fecha desconocida'} ·{' '}
            {consent.vigente ? 'Vigente' : 'Ya no vigente'}
          </p>
          <p className={styles.detail}>{consent.detalle}</p>
        </li>
      ))}
    </ul>
  );
}
