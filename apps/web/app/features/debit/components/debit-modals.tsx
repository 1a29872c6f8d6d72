import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DEBIT_PARAM } from '~/lib/paths';
import { useSession } from '~/lib/use-session';

// Modal 4 downloads the first time it opens, not with the account page (design §8 budget).
const DebitModal = lazy(() => import('./debit-modal'));

/**
 * Mounted by the account layout: `?debito=adherir` opens account modal 4 to register or change the automatic
 * debit, `?debito=baja` its cancellation (the account home's debit card links there); closing drops the param.
 */
export function DebitModals() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const value = params.get(DEBIT_PARAM.name);
  const mode = value === DEBIT_PARAM.register ? 'register' : value === DEBIT_PARAM.cancel ? 'cancel' : null;
  if (!mode || !session.auth || session.firstEntry || !session.client) return null;
  const clientenro = Number(session.client.clientenro);

  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DEBIT_PARAM.name);
        return next;
      },
      { replace: true },
    );

  return (
    <Suspense fallback={null}>
      <DebitModal mode={mode} clientenro={clientenro} onClose={close} />
    </Suspense>
  );
}
