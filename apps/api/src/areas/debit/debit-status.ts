// The wire shape of the automatic debit in force (Mis servicios and the actions' answer): method, last four,
// bank, since when (Ushuaia date) and, for a card, its expiry. Never a whole number.
import type { DebitStatus } from '@portal/domain';
import { ushuaiaDate } from '../../lib/ushuaia-time.js';
import type { DebitInForceRow } from './debit-registrations-repository.js';

/** 'YYYY-MM' as stored -> 'MM/YYYY' as the wizard writes it. */
function wireExpiry(stored: string | null): string {
  const [year, month] = (stored ?? '').split('-');
  return year && month ? `${month}/${year}` : '';
}

export function toDebitStatus(row: DebitInForceRow | null): DebitStatus {
  if (!row) return { kind: 'none' };
  const since = ushuaiaDate(new Date(row.created_at));
  if (row.kind === 'cbu' && row.cbu_last4) {
    return { kind: 'cbu', method: row.method ?? 'CBU', last4: row.cbu_last4, bank: row.bank, since };
  }
  if (row.card_last4) {
    return {
      kind: 'card',
      method: row.method ?? 'Tarjeta',
      last4: row.card_last4,
      bank: row.bank,
      since,
      expiry: wireExpiry(row.card_expiry),
    };
  }
  return { kind: 'none' };
}
