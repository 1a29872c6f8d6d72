import { FactList } from '~/ui/fact-list/fact-list';
import {
  formatDateTime,
  formatIsoDate,
  formatPesos,
  type PaymentLinkResponse,
  type PaymentOutcome,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { Button, buttonClassName } from '~/ui/button/button';
import { PaymentOutcomeView } from './payment-outcome-view';
import styles from './payments.module.css';

export interface PaymentLinkDetailsProps {
  link: PaymentLinkResponse;
  /** The last 'Verificar pago' answer while the link stays open (pending or declined). */
  outcome: PaymentOutcome | null;
  deleting: boolean;
  verifying: boolean;
  /** A failed delete or verification, already worded. */
  failure: ReactNode;
  onDelete: () => void;
  onVerify: () => void;
}

/** An open payment link: what it pays, until when, and Pagar Online, Verificar pago and Eliminar link. */
export function PaymentLinkDetails({
  link,
  outcome,
  deleting,
  verifying,
  failure,
  onDelete,
  onVerify,
}: PaymentLinkDetailsProps) {
  return (
    <div data-testid="payment-link">
      <p className={styles.text}>Tenés un link de pago listo para estas facturas.</p>
      <FactList>
        <div>
          <dt>Total a pagar</dt>
          <dd data-testid="link-total">{formatPesos(link.data.first_total_cents)}</dd>
        </div>
        <div>
          <dt>Facturas</dt>
          <dd>
            <ul className={styles.linkInvoices}>
              {link.invoices.map((invoice) => (
                <li key={invoice.facturaid} data-testid="link-invoice">
                  {invoice.numero_fiscal}, vence el {formatIsoDate(invoice.vencimiento)}:{' '}
                  {formatPesos(invoice.importe_saldo_cents)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>El link vence</dt>
          <dd>{link.expires_at ? `el ${formatDateTime(link.expires_at)}` : 'Sin vencimiento'}</dd>
        </div>
      </FactList>
      {outcome && outcome !== 'paid' ? <PaymentOutcomeView outcome={outcome} headingLevel={3} /> : null}
      {failure}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDelete} disabled={deleting}>
          {deleting ? 'Eliminando…' : 'Eliminar link'}
        </Button>
        <Button variant="secondary" onClick={onVerify} disabled={verifying}>
          {verifying ? 'Verificando…' : 'Verificar pago'}
        </Button>
        {/* Same tab: the gateway sends the person back to the return page when they are done. */}
        <a className={buttonClassName('primary')} href={link.checkout_url}>
          Pagar Online
        </a>
      </div>
    </div>
  );
}
