import { EXTERNAL_CHANNELS, INFO_BLOCKS, PAYMENT_GROUPS } from '../data/payment-methods';
import styles from './payment-methods.module.css';

/** Payments and requirements page content (spec §9 and §6 requirements text). */
export function PaymentMethods() {
  return (
    <>
      <section aria-labelledby="pagos-formas">
        <h2 id="pagos-formas">Formas de pago</h2>
        <div className={styles.groups}>
          {PAYMENT_GROUPS.map((group) => (
            <article key={group.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{group.title}</h3>
              <p>{group.text}</p>
              <ul className={styles.badges} aria-label={`Aceptamos en ${group.title.toLowerCase()}`}>
                {group.badges.map((badge) => (
                  <li key={badge} className={styles.badge}>
                    {badge}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="pagos-externos">
        <h2 id="pagos-externos">Canales de cobro externos</h2>
        <p>Con tu número de cliente o el código de tu factura, podés pagar en:</p>
        <ul className={styles.badges}>
          {EXTERNAL_CHANNELS.map((channel) => (
            <li key={channel} className={styles.badge}>
              {channel}
            </li>
          ))}
        </ul>
      </section>
      {INFO_BLOCKS.map((block, index) => (
        <section key={block.title} aria-labelledby={`pagos-info-${index}`}>
          <h2 id={`pagos-info-${index}`}>{block.title}</h2>
          <p>{block.description}</p>
          <ul className={styles.entries}>
            {block.entries.map((entry) => (
              <li key={entry.lead}>
                <strong>{entry.lead}</strong> {entry.text}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
