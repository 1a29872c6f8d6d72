import type { CustomerCoupon } from '@portal/domain';
import { stateLabel, validityText } from '../lib/coupon-texts';
import { CopyCodeButton } from './copy-code-button';
import styles from './coupons.module.css';

/** One coupon: benefit, partner, code to present, validity and, when it cannot be used, why. */
export function CouponCard({ coupon }: { coupon: CustomerCoupon }) {
  const usable = coupon.estado === 'vigente';
  const titleId = `cupon-${coupon.codigo}`;
  return (
    <article
      className={`${styles.card} ${usable ? '' : styles.inactive}`}
      aria-labelledby={titleId}
      data-testid="coupon-card"
      data-state={coupon.estado}
    >
      <header className={styles.cardHeader}>
        <p className={styles.benefit}>{coupon.beneficio}</p>
        <p className={`${styles.state} ${styles[coupon.estado]}`} data-testid="coupon-state">
          {stateLabel(coupon)}
        </p>
      </header>
      <h2 id={titleId} className={styles.title}>
        {coupon.titulo}
      </h2>
      <p className={styles.partner}>{coupon.comercio}</p>
      {coupon.descripcion ? <p className={styles.description}>{coupon.descripcion}</p> : null}
      <p className={styles.validity}>{validityText(coupon)}</p>
      <div className={styles.codeRow}>
        <span className={styles.codeLabel}>Código</span>
        <code className={styles.code} data-testid="coupon-code">
          {coupon.codigo}
        </code>
        {usable ? <CopyCodeButton code={coupon.codigo} /> : null}
      </div>
    </article>
  );
}
