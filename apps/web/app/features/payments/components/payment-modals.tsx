import { lazy, Suspense } from 'react';
import { PAY_INVOICES_PARAM } from '~/lib/paths';
import { useModalParam } from '~/lib/use-modal-param';
import { useSession } from '~/lib/session/use-session';

// Modal 5 downloads the first time it opens, not with the account page (design §8 budget).
const PaymentModal = lazy(() => import('./payment-modal'));

/**
 * Mounted by the account layout: `?pagar=facturas` opens account modal 5 from any account page (the 'Pagar'
 * button of Mis servicios, Mis facturas), and closing it drops the param.
 */
export function PaymentModals() {
  const [value, setParam] = useModalParam(PAY_INVOICES_PARAM.name);
  const session = useSession();
  const open = value === PAY_INVOICES_PARAM.value;
  if (!open || !session.auth || session.firstEntry || !session.client) return null;
  const { clientenro, email, nombre } = session.client;

  const close = () => setParam(null);

  return (
    <Suspense fallback={null}>
      <PaymentModal payer={{ clientenro, email, name: nombre }} onClose={close} />
    </Suspense>
  );
}
