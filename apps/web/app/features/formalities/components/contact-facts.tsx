import type { ContactFacts } from '../hooks/use-contact-facts';
import styles from './formalities.module.css';

/** The free line with its hours and the office with its address and hours. */
export function ContactFactsList({ facts, office = true }: { facts: ContactFacts; office?: boolean }) {
  return (
    <dl className={styles.facts}>
      {facts.phone ? (
        <div>
          <dt>Línea gratuita</dt>
          <dd>
            <a href={facts.phone.href}>{facts.phone.text}</a>, {facts.phoneHours}
          </dd>
        </div>
      ) : null}
      {office ? (
        <div>
          <dt>Oficina comercial</dt>
          <dd>
            {facts.officeAddress ? `${facts.officeAddress}, ` : ''}
            {facts.officeHours}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
