import { formatIsoDate, formatPesos, receiptNumber, type StatementEntry } from '@portal/domain';
import styles from './invoices.module.css';

export interface ReceiptsListProps {
  /** The statement's entries; its payments (and their reversals) are listed here. */
  entries: readonly StatementEntry[];
  /** paymentId whose receipt is being downloaded, if any. */
  downloading: number | null;
  onDownload: (paymentId: number) => void;
}

/** The online payments of the record, newest first, each with its receipt; nothing when there are none. */
export function ReceiptsList({ entries, downloading, onDownload }: ReceiptsListProps) {
  const reversed = new Set(entries.filter((e) => e.kind === 'reversal').map((e) => e.payment_id));
  const payments = entries.filter((e) => e.kind === 'payment' && e.payment_id !== null).reverse();
  if (payments.length === 0) return null;
  return (
    <section className={styles.receipts} aria-labelledby="receipts-title" data-testid="receipts">
      <h3 id="receipts-title" className={styles.receiptsTitle}>
        Tus pagos online
      </h3>
      <ul className={styles.receiptList}>
        {payments.map((payment) => {
          const id = payment.payment_id!;
          const busy = downloading === id;
          return (
            <li key={id} className={styles.receipt} data-testid="receipt-item">
              <span>
                <time dateTime={payment.date}>{formatIsoDate(payment.date)}</time> · Recibo{' '}
                {receiptNumber(id)}
                {reversed.has(id) ? <span className={styles.overdue}> · Devuelto</span> : null}
              </span>
              <span className={styles.strong}>{formatPesos(payment.credit_cents)}</span>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onDownload(id)}
                disabled={busy}
                aria-busy={busy}
              >
                {busy ? 'Descargando…' : 'Descargar recibo'}
                <span className="visually-hidden"> {receiptNumber(id)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
