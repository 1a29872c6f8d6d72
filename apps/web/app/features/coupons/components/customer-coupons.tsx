import { messages } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { useModals } from '~/ui/modal/modal-manager';
import { useCustomerCoupons } from '../hooks/use-customer-coupons';
import { CouponList } from './coupon-list';
import styles from './coupons.module.css';

/** Body of /cupones: an invitation to sign in for visitors, the customer's coupons otherwise. */
export function CustomerCoupons() {
  const state = useCustomerCoupons();
  const modals = useModals();

  switch (state.status) {
    case 'visitor':
      return (
        <section className={styles.invite} aria-labelledby="cupones-ingresar" data-testid="coupons-invite">
          <h2 id="cupones-ingresar" className={styles.inviteTitle}>
            Ingresá a Mi cuenta para ver tus cupones
          </h2>
          <p>
            Con tu sesión iniciada vas a ver los cupones de descuento que tenés disponibles y su vigencia.
          </p>
          <Button onClick={() => modals.open('login')}>Iniciar sesión</Button>
        </section>
      );
    case 'first-entry-pending':
      return (
        <p role="status" data-testid="coupons-first-entry-pending">
          <strong>{messages.firstEntryPending}</strong> {messages.firstEntryPendingDetail}
        </p>
      );
    case 'loading':
      return (
        <p role="status" aria-live="polite">
          Cargando tus cupones…
        </p>
      );
    case 'error':
      return (
        <p role="alert" className={styles.error}>
          No pudimos cargar tus cupones. Intentá de nuevo en unos minutos.
        </p>
      );
    case 'ready':
      return <CouponList coupons={state.coupons} />;
  }
}
