import { orderCoupons, type CustomerCoupon } from '@portal/domain';
import { CouponCard } from './coupon-card';
import styles from './coupons.module.css';

/** The customer's coupons, usable ones first; an empty state when there are none. */
export function CouponList({ coupons }: { coupons: readonly CustomerCoupon[] }) {
  if (coupons.length === 0) {
    return (
      <p className={styles.empty} data-testid="coupons-empty">
        Todavía no tenés cupones. Cuando tengas uno, lo vas a ver acá.
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label="Tus cupones">
      {orderCoupons(coupons).map((coupon) => (
        <li key={coupon.codigo}>
          <CouponCard coupon={coupon} />
        </li>
      ))}
    </ul>
  );
}
