import { INVOICE_STATE_LABELS, type InvoiceState } from '@portal/domain';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { statusTone } from '~/ui/status-pill/status-tone';

/** The invoice's estado as a readable badge: 'Pago parcial', not PARCIAL; the tone follows the billing code. */
export function InvoiceStateBadge({ estado }: { estado: InvoiceState }) {
  return (
    <StatusPill status={INVOICE_STATE_LABELS[estado]} tone={statusTone(estado)} data-testid="invoice-state" />
  );
}
