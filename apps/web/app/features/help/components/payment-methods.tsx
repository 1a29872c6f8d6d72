import type { PublicPaymentBrands } from '@portal/domain';
import { INFO_BLOCKS, PAYMENT_GROUPS } from '../data/payment-methods';
import styles from './payment-methods.module.css';

type Brand = PublicPaymentBrands['debito'][number];

/** A brand's image when staff uploaded one (its name is the alt text), else its name as a badge. */
function BrandList({ brands, label }: { brands: Brand[]; label?: string }) {
  if (brands.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={label}>
      {brands.map((brand) =>
        brand.imageUrl ? (
          <li key={brand.name} className={styles.brandImage}>
            <img
              src={brand.imageUrl}
              alt={brand.name}
              width={72}
              height={40}
              loading="lazy"
              decoding="async"
            />
          </li>
        ) : (
          <li key={brand.name} className={styles.badge}>
            {brand.name}
          </li>
        ),
      )}
    </ul>
  );
}

/** Payments and requirements page content (spec §9 and §6 requirements text). */
export function PaymentMethods({ brands }: { brands: PublicPaymentBrands | null }) {
  return (
    <>
      <section aria-labelledby="pagos-formas">
        <h2 id="pagos-formas">Formas de pago</h2>
        <div className={styles.groups}>
          {PAYMENT_GROUPS.map((group) => (
            <article key={group.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{group.title}</h3>
              <p>{group.text}</p>
              <BrandList
                brands={brands?.[group.section] ?? []}
                label={`Aceptamos en ${group.title.toLowerCase()}`}
              />
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="pagos-externos">
        <h2 id="pagos-externos">Canales de cobro externos</h2>
        <p>Con tu número de cliente o el código de tu factura, podés pagar en:</p>
        <BrandList brands={brands?.externo ?? []} />
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
