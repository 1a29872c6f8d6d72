import { formatDate, type ElectronicInvoice } from '@portal/domain';
import { Suspense, useRef, useState } from 'react';
import { Button } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import { useElectronicInvoice } from '../api/use-electronic-invoice';
import cards from './account-cards.module.css';
import { ConfirmationModal, ElectronicInvoiceModal } from './modals/lazy-modals';

export interface ElectronicInvoiceCardProps {
  clientenro: number | string;
  state: ElectronicInvoice;
  /** The customer's main email, where the invoice goes once turned on. */
  email: string;
}

/** The opt-in as stored on the server, changed through modal 2 and confirmed with modal 0. */
export function ElectronicInvoiceCard({ clientenro, state, email }: ElectronicInvoiceCardProps) {
  const [changing, setChanging] = useState(false);
  // The saved answer, shown by modal 0 until it is closed.
  const [saved, setSaved] = useState<ElectronicInvoice | null>(null);
  const mutation = useElectronicInvoice(clientenro);
  const section = useRef<HTMLElement>(null);
  const close = () => {
    mutation.reset();
    setChanging(false);
    setSaved(null);
    // Modal 0 opened from modal 2's button, which is gone: focus goes back to the card's own button.
    requestAnimationFrame(() => section.current?.querySelector('button')?.focus());
  };
  const confirm = () =>
    mutation.mutate(!state.enabled, {
      onSuccess: (answer) => {
        setChanging(false);
        setSaved(answer);
      },
    });

  return (
    <section ref={section} className={cards.card} aria-labelledby="electronic-invoice-title">
      <h2 id="electronic-invoice-title" className={cards.cardTitle}>
        <Icon name="email" color="currentColor" />
        Factura electrónica
      </h2>
      <p className={cards.text}>
        <span className={`${cards.badge} ${state.enabled ? '' : cards.badgeOff}`}>
          {state.enabled ? 'Activa' : 'Inactiva'}
        </span>
      </p>
      <p className={cards.text} data-testid="electronic-invoice-status">
        {state.enabled
          ? `Recibís tus facturas en ${state.email ?? email}${state.changed_at ? ` desde el ${formatDate(state.changed_at)}` : ''}.`
          : 'Recibí tus facturas por email, sin papel.'}
      </p>
      <div className={cards.actions}>
        <Button variant={state.enabled ? 'secondary' : 'primary'} onClick={() => setChanging(true)}>
          {state.enabled ? 'Desactivar factura electrónica' : 'Activar factura electrónica'}
        </Button>
      </div>
      <Suspense fallback={null}>
        {changing ? (
          <ElectronicInvoiceModal
            current={state}
            email={email}
            pending={mutation.isPending}
            error={mutation.error}
            onConfirm={confirm}
            onClose={close}
          />
        ) : null}
        {saved ? (
          <ConfirmationModal
            title={saved.enabled ? 'Factura electrónica activada' : 'Factura electrónica desactivada'}
            text={`Listo. Te enviamos un mail de confirmación a ${saved.email ?? email}.`}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
