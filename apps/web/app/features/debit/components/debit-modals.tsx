import { lazy, Suspense } from 'react';
import { DEBIT_PARAM } from '~/lib/paths';
import { useModalParam } from '~/lib/use-modal-param';
import { useSession } from '~/lib/session/use-session';

// Modal 4 downloads the first time it opens, not with the account page (design §8 budget).
const DebitModal = lazy(() => import('./debit-modal'));

/**
 * Mounted by the account layout: `?debito=adherir` opens account modal 4 to register or change the automatic
 * debit, `?debito=baja` its cancellation (the account home's debit card links there); closing drops the param.
 */
export function DebitModals() {
  const [value, setParam] = useModalParam(DEBIT_PARAM.name);
  const session = useSession();
  const mode = value === DEBIT_PARAM.register ? 'register' : value === DEBIT_PARAM.cancel ? 'cancel' : null;
  if (!mode || !session.auth || session.firstEntry || !session.client) return null;
  const clientenro = Number(session.client.clientenro);

  const close = () => setParam(null);

  return (
    <Suspense fallback={null}>
      <DebitModal mode={mode} clientenro={clientenro} onClose={close} />
    </Suspense>
  );
}
