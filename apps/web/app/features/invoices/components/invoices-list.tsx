import { formatIsoDate, formatPesos, isPayableInvoice, type AccountInvoice } from '@portal/domain';
import { Card, CardHeader } from '~/ui/card/card';
import { EmptyState } from '~/ui/empty-state/empty-state';
import { List } from '~/ui/list/list';
import { InvoiceStateBadge } from './invoice-state';
import styles from './invoices.module.css';

export interface InvoicesListProps {
  invoices: readonly AccountInvoice[];
  /** 'YYYY-MM-DD' in Ushuaia: an open invoice past its due date says so. */
  today: string;
  /** facturaid of the PDF being downloaded, if any. */
  downloading: number | null;
  onDownload: (invoice: AccountInvoice) => void;
  /** 'Verificar pago' of an invoice with a payment in process: asks the gateway through its link. */
  onVerify?: (linkId: string) => void;
  /** The link being verified, if any. */
  verifying?: string | null;
}

function isOverdue(invoice: AccountInvoice, today: string): boolean {
  return isPayableInvoice(invoice) && invoice.vencimiento < today;
}

/** A row's text button; the invoice's number is read after it, so each row's button has its own name. */
function InvoiceButton({
  invoice,
  busy,
  label,
  busyLabel,
  onClick,
  'data-testid': testId,
}: {
  invoice: AccountInvoice;
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick: () => void;
  'data-testid': string;
}) {
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      data-testid={testId}
    >
      {busy ? busyLabel : label}
      <span className="visually-hidden"> de {invoice.numero_fiscal}</span>
    </button>
  );
}

function DownloadButton({
  invoice,
  downloading,
  onDownload,
}: Pick<InvoicesListProps, 'downloading' | 'onDownload'> & { invoice: AccountInvoice }) {
  if (!invoice.pdf_available) return <span className={styles.muted}>PDF en preparación</span>;
  return (
    <InvoiceButton
      invoice={invoice}
      busy={downloading === invoice.facturaid}
      label="Descargar PDF"
      busyLabel="Descargando…"
      onClick={() => onDownload(invoice)}
      data-testid="download-invoice"
    />
  );
}

function VerifyButton({
  invoice,
  verifying,
  onVerify,
}: Pick<InvoicesListProps, 'verifying' | 'onVerify'> & { invoice: AccountInvoice }) {
  const linkId = invoice.pago_en_proceso_link_id;
  if (!onVerify || !invoice.pago_en_proceso || !linkId) return null;
  return (
    <InvoiceButton
      invoice={invoice}
      busy={verifying === linkId}
      label="Verificar pago"
      busyLabel="Verificando…"
      onClick={() => onVerify(linkId)}
      data-testid="verify-invoice-payment"
    />
  );
}

function DueDate({ invoice, today }: { invoice: AccountInvoice; today: string }) {
  return (
    <>
      <time dateTime={invoice.vencimiento}>{formatIsoDate(invoice.vencimiento)}</time>
      {isOverdue(invoice, today) ? <span className={styles.overdue}> Vencida</span> : null}
    </>
  );
}

/**
 * Every invoice of the record, newest first: a table on wide screens and cards on phones (CSS shows one of the
 * two; the hidden one is out of the accessibility tree too).
 */
export function InvoicesList({
  invoices,
  today,
  downloading,
  onDownload,
  onVerify,
  verifying = null,
}: InvoicesListProps) {
  if (invoices.length === 0) {
    return (
      <EmptyState title="Todavía no tenés facturas." icon="file" data-testid="invoices-empty">
        <p>Cuando emitamos tu primera factura, la vas a ver acá para descargarla y pagarla.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <table className={styles.table} data-testid="invoices-table">
        <caption className="visually-hidden">Tus facturas, la más reciente primero</caption>
        <thead>
          <tr>
            <th scope="col">Comprobante</th>
            <th scope="col">Estado</th>
            <th scope="col">Emitida</th>
            <th scope="col">Vencimiento</th>
            <th scope="col" className={styles.number}>
              Importe
            </th>
            <th scope="col" className={styles.number}>
              Saldo
            </th>
            <th scope="col">
              <span className="visually-hidden">Documento</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.facturaid} data-testid="invoice-row">
              <th scope="row" className={styles.nowrap}>
                {invoice.numero_fiscal}
              </th>
              <td>
                <InvoiceStateBadge estado={invoice.estado} inProcess={invoice.pago_en_proceso} />
                <VerifyButton invoice={invoice} verifying={verifying} onVerify={onVerify} />
              </td>
              <td>
                <time dateTime={invoice.emitida}>{formatIsoDate(invoice.emitida)}</time>
              </td>
              <td>
                <DueDate invoice={invoice} today={today} />
              </td>
              <td className={styles.number}>{formatPesos(invoice.importe_cents)}</td>
              <td className={styles.number}>{formatPesos(invoice.importe_saldo_cents)}</td>
              <td>
                <DownloadButton invoice={invoice} downloading={downloading} onDownload={onDownload} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <List
        className={styles.cards}
        aria-label="Tus facturas, la más reciente primero"
        data-testid="invoice-cards"
      >
        {invoices.map((invoice) => (
          <Card as="li" key={invoice.facturaid} data-testid="invoice-card">
            <CardHeader
              title={<h3 className={styles.cardTitle}>{invoice.numero_fiscal}</h3>}
              aside={<InvoiceStateBadge estado={invoice.estado} inProcess={invoice.pago_en_proceso} />}
            />
            <dl className={styles.facts}>
              <dt>Emitida</dt>
              <dd>
                <time dateTime={invoice.emitida}>{formatIsoDate(invoice.emitida)}</time>
              </dd>
              <dt>Vencimiento</dt>
              <dd>
                <DueDate invoice={invoice} today={today} />
              </dd>
              <dt>Importe</dt>
              <dd>{formatPesos(invoice.importe_cents)}</dd>
              <dt>Saldo</dt>
              <dd className={styles.strong}>{formatPesos(invoice.importe_saldo_cents)}</dd>
            </dl>
            <div className={styles.cardActions}>
              <VerifyButton invoice={invoice} verifying={verifying} onVerify={onVerify} />
              <DownloadButton invoice={invoice} downloading={downloading} onDownload={onDownload} />
            </div>
          </Card>
        ))}
      </List>
    </>
  );
}
