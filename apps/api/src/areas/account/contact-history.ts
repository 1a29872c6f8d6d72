// The contact history (migration 0014): every change of a phone, birth date or email, kept per customer record.
// Written by the contact data editor and by the 'No fui yo' restore, each in its own transaction.
import type { Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface HistoryEntry {
  field: 'phone' | 'fecha_nac' | 'email2' | 'login_email';
  old: string | null;
  next: string | null;
}

/** One history row per customer and change, in the caller's transaction. */
export async function recordContactHistory(
  trx: Transaction<Database>,
  customerIds: number[],
  loginId: number,
  entries: HistoryEntry[],
  now: string,
): Promise<void> {
  const rows = customerIds.flatMap((customerId) =>
    entries.map((e) => ({
      customer_id: customerId,
      login_id: loginId,
      field: e.field,
      old_value: e.old,
      new_value: e.next,
      created_at: now,
    })),
  );
  if (rows.length > 0) await trx.insertInto('customer_contact_history').values(rows).execute();
}
