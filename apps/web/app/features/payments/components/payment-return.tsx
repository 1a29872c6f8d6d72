import { FactList } from '~/ui/fact-list/fact-list';
import { formatIsoDate, formatPesos, INVOICE_STATE_LABELS } from '@portal/domain';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_HOME, ACCOUNT_INVOICES, PAY_INVOICES_PARAM } from '~/lib/paths';
import { Button, buttonClassName } from '~/ui/button/button';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { RetryActions } from '~/ui/error-state/retry-actions';
import { usePaymentVerification } from '../api/use-payments';
import { PaymentOutcomeView } from './payment-outcome-view';
import styles from './payments.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only our own `link` parameter is read: the gateway's (status, payment_id...) could be typed by anyone. */
function linkIdOf(params: URLSearchParams): string | null {
  const id = params.get('link');
  return id && UUID.test(id) ? id : null;
}

/**
 * Where the gateway sends the customer back (its back_urls): the server asks the gateway about the link and
 * answers paid, pending or declined, with the way on from each.
 */
export function PaymentReturn({ clientenro }: { clientenro: number | string }) {
  const [params] = useSearchParams();
  const id = linkIdOf(params);
  const verification = usePaymentVerification(clientenro, id);
  useEffect(() => {
    if (verification.error) console.error('Pago de facturas: verificar al regresar', verification.error);
  }, [verification.error]);

  const retryLink = `${ACCOUNT_HOME}?${PAY_INVOICES_PARAM.name}=${PAY_INVOICES_PARAM.value}`;
  const answer = verification.data;

  return (
    <div className={styles.returnPage} data-testid="payment-return">
      {id === null ? (
        <p className={styles.error} role="alert">
          Este enlace de regreso no indica qué pago verificar. Revisá el estado en Mis facturas.
        </p>
      ) : null}
      {id !== null && verification.isPending ? (
        <p className={styles.text} role="status">
          Estamos verificando tu pago…
        </p>
      ) : null}
      {verification.isError ? (
        <>
          <p className={styles.error} role="alert">
            No pudimos verificar tu pago ahora. Si lo completaste, se va a acreditar igual: lo confirmamos con
            el medio de pago en unos minutos.
          </p>
          <RetryActions className={styles.actions} onRetry={() => void verification.refetch()} />
        </>
      ) : null}
      {answer ? (
        <>
          <PaymentOutcomeView outcome={answer.outcome} headingLevel={2} />
          <FactList>
            <div>
              <dt>Total</dt>
              <dd>{formatPesos(answer.link.data.first_total_cents)}</dd>
            </div>
            <div>
              <dt>Facturas</dt>
              <dd>
                <ul className={styles.linkInvoices}>
                  {answer.link.invoices.map((invoice) => (
                    <li key={invoice.facturaid} data-testid="returned-invoice">
                      {invoice.numero_fiscal}, vence el {formatIsoDate(invoice.vencimiento)}:{' '}
                      {formatPesos(invoice.importe_saldo_cents)}{' '}
                      {answer.outcome === 'paid' ? (
                        <StatusPill status={INVOICE_STATE_LABELS.PAGA} tone="success" />
                      ) : null}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </FactList>
        </>
      ) : null}
      <div className={styles.actions}>
        {answer?.outcome === 'declined' ? (
          <Link className={buttonClassName('primary')} to={retryLink}>
            Intentar de nuevo
          </Link>
        ) : null}
        {answer?.outcome === 'pending' ? (
          <Button
            variant="secondary"
            onClick={() => void verification.refetch()}
            disabled={verification.isFetching}
          >
            {verification.isFetching ? 'Verificando…' : 'Verificar pago'}
          </Button>
        ) : null}
        <Link className={buttonClassName('secondary')} to={ACCOUNT_INVOICES}>
          Ir a Mis facturas
        </Link>
        <Link className={buttonClassName('ghost')} to={ACCOUNT_HOME}>
          Volver a Mi cuenta
        </Link>
      </div>
    </div>
  );
}
