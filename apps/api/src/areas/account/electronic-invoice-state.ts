// Wire shape of the electronic invoice opt-in: no row reads as never opted in.
import type { ElectronicInvoice } from '@portal/domain';
import type { ElectronicInvoiceRow } from './electronic-invoice-repository.js';

export function toElectronicInvoice(row: ElectronicInvoiceRow | null): ElectronicInvoice {
  if (!row) return { enabled: false, email: null, changed_at: null };
  return { enabled: row.enabled === 1, email: row.email, changed_at: row.changed_at };
}
