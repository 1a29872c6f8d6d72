import {
  formatIsoDate,
  formatPesos,
  INVOICE_STATE_LABELS,
  messages,
  paymentSelectionError,
  toggleInvoiceSelection,
  type AccountInvoice,
} from '@portal/domain';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { statusTone } from '~/ui/status-pill/status-tone';
import { selectionTotalCents } from '../lib/payment-request';
import { FiscalNumber } from './fiscal-number';
import styles from './payments.module.css';

export interface InvoiceSelectionProps {
  /** IMPAGA and PARCIAL invoices, oldest due date first (domain `payableInvoices`). */
  invoices: AccountInvoice[];
  /** condicion_de_pago.condicion: PAGADOS asks for the two oldest together. */
  condition: string;
  pending: boolean;
  /** The create call's failure, already worded. */
  failure: ReactNode;
  onSubmit: (selected: AccountInvoice[]) => void;
}

/**
 * The invoices to pay, chosen in order (spec §4): a click selects the next oldest invoice or, on a selected
 * one, drops the newest selected, so what is paid is always the oldest debt.
 */
export function InvoiceSelection({ invoices, condition, pending, failure, onSubmit }: InvoiceSelectionProps) {
  const [count, setCount] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const hintId = useId();
  const totalId = useId();
  const selected = invoices.slice(0, count);
  const error = paymentSelectionError(condition, count, invoices.length);
  // The PAGADOS rule is told as soon as the selection breaks it; 'choose one' only once they tried.
  const shownError = error && (attempted || (count > 0 && error === messages.payBothInvoices)) ? error : null;

  const submit = () => {
    setAttempted(true);
    if (!error) onSubmit(selected);
  };

  return (
    <div className={styles.selection}>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className={styles.legend}>Elegí las facturas a pagar</legend>
        <p id={hintId} className={styles.hint}>
          Se pagan en orden: primero la que vence antes.
        </p>
        <ul className={styles.invoiceList}>
          {invoices.map((invoice, index) => (
            <li key={invoice.facturaid} className={styles.invoiceRow} data-testid="payable-invoice">
              <input
                id={`pay-${invoice.facturaid}`}
                type="checkbox"
                className={styles.checkbox}
                checked={index < count}
                onChange={() => setCount(toggleInvoiceSelection(count, index, invoices.length))}
              />
              <label htmlFor={`pay-${invoice.facturaid}`} className={styles.invoiceLabel}>
                <span className={styles.invoiceName}>
                  <FiscalNumber value={invoice.numero_fiscal} />
                </span>
                <span className={styles.muted}>Vence el {formatIsoDate(invoice.vencimiento)}</span>
                <span className={styles.invoiceAmount}>{formatPesos(invoice.importe_saldo_cents)}</span>
              </label>
              <StatusPill status={INVOICE_STATE_LABELS[invoice.estado]} tone={statusTone(invoice.estado)} />
            </li>
          ))}
        </ul>
      </fieldset>
      <p id={totalId} className={styles.total} aria-live="polite" data-testid="selection-total">
        Total a pagar: <strong>{formatPesos(selectionTotalCents(selected))}</strong>
        <span className={`${styles.muted} ${styles.nowrap}`}>
          {count === 1 ? ' (1 factura)' : ` (${count} facturas)`}
        </span>
      </p>
      {shownError ? (
        <p className={styles.error} role="alert" data-testid="selection-error">
          {shownError}
        </p>
      ) : null}
      {failure}
      <div className={styles.actions}>
        <Button onClick={submit} disabled={pending} aria-describedby={totalId}>
          {pending ? 'Generando link…' : 'Generar link de pago'}
        </Button>
      </div>
    </div>
  );
}
