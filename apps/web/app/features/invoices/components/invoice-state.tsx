import { INVOICE_STATE_LABELS, type InvoiceState } from '@portal/domain';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { statusTone } from '~/ui/status-pill/status-tone';

/**
 * The invoice's estado as a readable badge: 'Pago parcial', not PARCIAL; the tone follows the billing code. A
 * payment in process at the gateway (ADR 0081) is told instead of the debt it is about to settle.
 */
export function InvoiceStateBadge({
  estado,
  inProcess = false,
}: {
  estado: InvoiceState;
  inProcess?: boolean;
}) {
  if (inProcess) return <StatusPill status="Pago en proceso" tone="info" data-testid="invoice-state" />;
  return (
    <StatusPill status={INVOICE_STATE_LABELS[estado]} tone={statusTone(estado)} data-testid="invoice-state" />
  );
}
