import { orderCoupons, type CustomerCoupon } from '@portal/domain';
import { EmptyState } from '~/ui/empty-state/empty-state';
import { CouponCard } from './coupon-card';
import styles from './coupons.module.css';

/** The customer's coupons, usable ones first; an empty state when there are none. */
export function CouponList({ coupons }: { coupons: readonly CustomerCoupon[] }) {
  if (coupons.length === 0) {
    return (
      <EmptyState title="Todavía no tenés cupones." icon="coupon" data-testid="coupons-empty">
        <p>Cuando tengas uno, lo vas a ver acá.</p>
      </EmptyState>
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
