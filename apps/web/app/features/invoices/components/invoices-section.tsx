import {
  formatIsoDate,
  formatPesos,
  invoicesToOffer,
  messages,
  PAYMENT_CONDITION_PAID_TOGETHER,
  toIsoDate,
  todayInUshuaia,
  type AccountInvoices,
  type PaymentOutcome,
} from '@portal/domain';
import { formFailure } from '~/lib/api/form-failure';
import { useApiClient } from '~/lib/api/use-api-client';
import { useSession } from '~/lib/session/use-session';
import { Button } from '~/ui/button/button';
import { PageSection } from '~/ui/page-section/page-section';
import {
  fetchInvoicePdf,
  fetchReceiptPdf,
  fetchStatementPdf,
  useInvoices,
  useStatement,
  useVerifyInvoicePayment,
} from '../api/invoices-api';
import { useDocumentDownload } from '../hooks/use-document-download';
import { InvoicesList } from './invoices-list';
import { ReceiptsList } from './receipts-list';
import styles from './invoices.module.css';

export interface InvoicesSectionProps {
  /**
   * Opens account modal 5 (payment of the open invoices, features/payments). The route wires it; without it
   * the 'Pagar facturas' button is not shown.
   */
  onPay?: () => void;
}

const STATEMENT_KEY = 'statement';
/** Download keys: invoices by facturaid, receipts prefixed so the two number spaces never meet. */
const RECEIPT_PREFIX = 'receipt-';

function OwedTotals({ data, today }: { data: AccountInvoices; today: string }) {
  const { owed } = data;
  if (owed.count === 0) {
    return (
      <p className={styles.totals} data-testid="invoices-owed">
        No tenés facturas pendientes de pago.
      </p>
    );
  }
  const overdue = owed.next_due !== null && owed.next_due < today;
  const inProcessCents = data.facturas
    .filter((invoice) => invoice.pago_en_proceso)
    .reduce((sum, invoice) => sum + invoice.importe_saldo_cents, 0);
  return (
    <div className={styles.totals} data-testid="invoices-owed">
      <p className={styles.owedLabel}>Total adeudado</p>
      <p className={styles.owedAmount}>{formatPesos(owed.total_cents)}</p>
      <p className={styles.muted}>
        {owed.count === 1 ? '1 factura pendiente' : `${owed.count} facturas pendientes`}
        {owed.next_due ? (
          <>
            {' · '}
            <span className={overdue ? styles.overdue : undefined}>
              {overdue ? 'Vencida desde el' : 'Próximo vencimiento:'} {formatIsoDate(owed.next_due)}
            </span>
          </>
        ) : null}
      </p>
      {inProcessCents > 0 ? (
        <p className={styles.muted} data-testid="owed-in-process">
          Con un pago en proceso: {formatPesos(inProcessCents)}. Se descuenta cuando la pasarela lo acredite.
        </p>
      ) : null}
      {data.condicion_de_pago.condicion === PAYMENT_CONDITION_PAID_TOGETHER && owed.count > 1 ? (
        <p className={styles.note}>{messages.payBothInvoices}</p>
      ) : null}
    </div>
  );
}

/** What 'Verificar pago' found at the gateway. */
const VERIFIED: Record<PaymentOutcome, string> = {
  paid: 'Acreditamos tu pago: tus facturas ya figuran pagadas.',
  pending: 'Tu pago sigue en proceso. Cuando se acredite, te enviamos el comprobante por mail.',
  declined: 'El pago no se acreditó. Ya podés pagar tus facturas de nuevo.',
};

/** Mis facturas: what is owed, every invoice with its PDF, the account statement and, when wired, payment. */
export function InvoicesSection({ onPay }: InvoicesSectionProps) {
  const session = useSession();
  const api = useApiClient();
  const clientenro = session.client ? Number(session.client.clientenro) : undefined;
  const query = useInvoices(clientenro, !session.firstEntry);
  const statement = useStatement(clientenro, !session.firstEntry);
  const { pending, error, download } = useDocumentDownload();
  const verify = useVerifyInvoicePayment(clientenro);
  const today = toIsoDate(todayInUshuaia());

  if (clientenro === undefined) return null;
  if (session.firstEntry) {
    return (
      <p role="status">
        <strong>{messages.firstEntryPending}</strong> {messages.firstEntryPendingDetail}
      </p>
    );
  }
  const data = query.data;
  const actions = (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        onClick={() => void download(STATEMENT_KEY, () => fetchStatementPdf(api, clientenro))}
        disabled={pending === STATEMENT_KEY}
        aria-busy={pending === STATEMENT_KEY}
        data-testid="download-statement"
      >
        {pending === STATEMENT_KEY ? 'Descargando…' : 'Descargar estado de cuenta'}
      </Button>
      {/* Slot of account modal 5: the route passes onPay once features/payments is mounted there. */}
      {/* Invoices with a payment in process are not offered again (ADR 0081). */}
      {onPay && data && data.owed.count > 0 && invoicesToOffer(data.facturas).length > 0 ? (
        <Button onClick={onPay} data-testid="open-payment-modal">
          Pagar facturas
        </Button>
      ) : null}
    </div>
  );
  return (
    <PageSection
      title="Tus facturas"
      intro={`Cliente N° ${clientenro}`}
      actions={actions}
      className={styles.section}
    >
      {query.isPending ? (
        <p role="status">Cargando tus facturas…</p>
      ) : query.isError ? (
        <p role="alert" className={styles.error}>
          {formFailure(query.error).alert}
        </p>
      ) : (
        <>
          <OwedTotals data={query.data} today={today} />
          <p role="alert" className={styles.error} data-testid="download-error">
            {error}
          </p>
          <p role="status" data-testid="verify-result">
            {verify.data ? VERIFIED[verify.data.outcome] : null}
          </p>
          <p role="alert" className={styles.error}>
            {verify.error ? formFailure(verify.error).alert : null}
          </p>
          <InvoicesList
            invoices={query.data.facturas}
            today={today}
            downloading={pending && /^\d+$/.test(pending) ? Number(pending) : null}
            onDownload={(invoice) =>
              void download(String(invoice.facturaid), () =>
                fetchInvoicePdf(api, clientenro, invoice.facturaid),
              )
            }
            onVerify={(linkId) => verify.mutate(linkId)}
            verifying={verify.isPending ? (verify.variables ?? null) : null}
          />
          {statement.data ? (
            <ReceiptsList
              entries={statement.data.entries}
              downloading={
                pending?.startsWith(RECEIPT_PREFIX) ? Number(pending.slice(RECEIPT_PREFIX.length)) : null
              }
              onDownload={(paymentId) =>
                void download(`${RECEIPT_PREFIX}${paymentId}`, () =>
                  fetchReceiptPdf(api, clientenro, paymentId),
                )
              }
            />
          ) : null}
        </>
      )}
    </PageSection>
  );
}
