import { formatIsoDate, formatPesos, isPayableInvoice, type AccountInvoice } from '@portal/domain';
import { EmptyState } from '~/ui/empty-state/empty-state';
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

function DownloadButton({
  invoice,
  downloading,
  onDownload,
}: Pick<InvoicesListProps, 'downloading' | 'onDownload'> & { invoice: AccountInvoice }) {
  if (!invoice.pdf_available) return <span className={styles.muted}>PDF en preparación</span>;
  const busy = downloading === invoice.facturaid;
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => onDownload(invoice)}
      disabled={busy}
      aria-busy={busy}
      data-testid="download-invoice"
    >
      {busy ? 'Descargando…' : 'Descargar PDF'}
      <span className="visually-hidden"> de {invoice.numero_fiscal}</span>
    </button>
  );
}

function VerifyButton({
  invoice,
  verifying,
  onVerify,
}: Pick<InvoicesListProps, 'verifying' | 'onVerify'> & { invoice: AccountInvoice }) {
  const linkId = invoice.pago_en_proceso_link_id;
  if (!onVerify || !invoice.pago_en_proceso || !linkId) return null;
  const busy = verifying === linkId;
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => onVerify(linkId)}
      disabled={busy}
      aria-busy={busy}
      data-testid="verify-invoice-payment"
    >
      {busy ? 'Verificando…' : 'Verificar pago'}
      <span className="visually-hidden"> de {invoice.numero_fiscal}</span>
    </button>
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
      <ul
        className={styles.cards}
        aria-label="Tus facturas, la más reciente primero"
        data-testid="invoice-cards"
      >
        {invoices.map((invoice) => (
          <li key={invoice.facturaid} className={styles.card} data-testid="invoice-card">
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>{invoice.numero_fiscal}</h3>
              <InvoiceStateBadge estado={invoice.estado} inProcess={invoice.pago_en_proceso} />
            </div>
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
          </li>
        ))}
      </ul>
    </>
  );
}
