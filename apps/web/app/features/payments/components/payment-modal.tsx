import { invoicesToOffer, messages, type AccountInvoice } from '@portal/domain';
import { useEffect } from 'react';
import { ApiError } from '~/lib/api/api-client';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import {
  useCreatePaymentLink,
  useDeletePaymentLink,
  useInvoices,
  useOpenPaymentLink,
  useVerifyPayment,
} from '../api/use-payments';
import { RetryActions } from '~/ui/error-state/retry-actions';
import { keptPaymentRequest } from '../lib/kept-request';
import type { Payer } from '../lib/payment-request';
import { InvoiceSelection } from './invoice-selection';
import { PaymentLinkDetails } from './payment-link-details';
import { PaymentOutcomeView } from './payment-outcome-view';
import styles from './payments.module.css';

export interface PaymentModalProps {
  payer: Payer;
  onClose: () => void;
}

const LOAD_FAILED = 'No pudimos consultar tus facturas ni tu link de pago. Intentá de nuevo en unos minutos.';
const ACTION_FAILED = 'No pudimos completar la operación. Intentá de nuevo en unos minutos.';

/** Spec §8: only payment-request failures are told with their status; the rest are logged. */
function logFailure(what: string, error: unknown) {
  if (error) console.error(`Pago de facturas: ${what}`, error);
}

function Notice({ text }: { text: string }) {
  return (
    <p className={styles.error} role="alert">
      {text}
    </p>
  );
}

/**
 * Account modal 5, invoice payment (spec §4): on open, check-url shows a link already made; otherwise the
 * payable invoices are chosen in order and payment-request makes the link, shown with Pagar Online,
 * Verificar pago and Eliminar link.
 */
export default function PaymentModal({ payer, onClose }: PaymentModalProps) {
  const { clientenro } = payer;
  const link = useOpenPaymentLink(clientenro);
  const invoices = useInvoices(clientenro);
  const create = useCreatePaymentLink(clientenro);
  const remove = useDeletePaymentLink(clientenro);
  const verify = useVerifyPayment(clientenro);

  useEffect(() => logFailure('check-url', link.error), [link.error]);
  useEffect(() => logFailure('facturas', invoices.error), [invoices.error]);
  useEffect(() => logFailure('eliminar link', remove.error), [remove.error]);
  useEffect(() => logFailure('verificar', verify.error), [verify.error]);

  const generate = (selected: AccountInvoice[]) =>
    create.mutate(keptPaymentRequest(selected, payer, new Date()), {
      onError: (error) => {
        // Another tab made a link or a balance changed meanwhile: show what the server holds now.
        if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
          void link.refetch();
          void invoices.refetch();
        }
      },
    });

  // 'Eliminar link' found the link paid at the gateway (a lost notification): the payment was applied instead.
  const paidOnDelete = remove.error instanceof ApiError && remove.error.code === 'PAYMENT_LINK_PAID';

  let body;
  if (verify.data?.outcome === 'paid' || paidOnDelete) {
    body = (
      <>
        <PaymentOutcomeView outcome="paid" headingLevel={3} />
        <div className={styles.actions}>
          <Button onClick={onClose}>Cerrar</Button>
        </div>
      </>
    );
  } else if (link.data) {
    body = (
      <PaymentLinkDetails
        link={link.data}
        outcome={verify.data?.outcome ?? null}
        deleting={remove.isPending}
        verifying={verify.isPending}
        failure={remove.isError || verify.isError ? <Notice text={ACTION_FAILED} /> : null}
        onDelete={() => remove.mutate(link.data!.id, { onSuccess: onClose })}
        onVerify={() => verify.mutate(link.data!.id)}
      />
    );
  } else if (link.isPending || invoices.isPending) {
    body = (
      <p className={styles.text} role="status">
        Buscando tus facturas…
      </p>
    );
  } else if (link.isError || invoices.isError) {
    body = (
      <>
        <Notice text={LOAD_FAILED} />
        <RetryActions
          className={styles.actions}
          onRetry={() => void Promise.all([link.refetch(), invoices.refetch()])}
        />
      </>
    );
  } else {
    // Invoices with a payment in process at the gateway wait for it (ADR 0081).
    const payable = invoicesToOffer(invoices.data.facturas);
    const inProcess = invoices.data.facturas.some((invoice) => invoice.pago_en_proceso);
    body =
      payable.length === 0 ? (
        <>
          <p className={styles.text}>
            {inProcess
              ? 'Tenés un pago en proceso. Esperá su confirmación o verificalo desde Mis facturas.'
              : 'No tenés facturas pendientes de pago.'}
          </p>
          <div className={styles.actions}>
            <Button onClick={onClose}>Cerrar</Button>
          </div>
        </>
      ) : (
        <InvoiceSelection
          invoices={payable}
          condition={invoices.data.condicion_de_pago.condicion}
          pending={create.isPending}
          failure={create.error ? <CreateFailure error={create.error} /> : null}
          onSubmit={generate}
        />
      );
  }

  return (
    <Modal title="Pagar facturas" onClose={onClose} level={1} isDismissable={!create.isPending}>
      {body}
    </Modal>
  );
}

/** Spec §8 'Ocurrió un error: {status}', told in the modal, with the server's reason when it gave one. */
function CreateFailure({ error }: { error: Error }) {
  const status = error instanceof ApiError && error.status > 0 ? String(error.status) : 'sin conexión';
  const reason =
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
  return (
    <div className={styles.errorBox} role="alert" data-testid="payment-request-error">
      <p className={styles.errorTitle}>{messages.paymentRequestFailed.replace('{status}', status)}</p>
      {reason ? <p className={styles.text}>{reason}</p> : null}
    </div>
  );
}
