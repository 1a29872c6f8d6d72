// The electronic invoice opt-in per customer record. A change is one conditional write (insert or update only
// when the flag differs), so parallel requests change it, and confirm it by mail, exactly once.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { ElectronicInvoiceOptinsTable } from '../../infrastructure/db/tables/electronic-invoice.js';

export type ElectronicInvoiceRow = Selectable<ElectronicInvoiceOptinsTable>;

/** Runs inside the change's transaction (e.g. writes the confirmation mail), so both commit or neither. */
export type OnElectronicInvoiceChange = (
  trx: Transaction<Database>,
  row: ElectronicInvoiceRow,
) => Promise<void>;

export class ElectronicInvoiceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(customerId: number): Promise<ElectronicInvoiceRow | null> {
    const row = await this.db
      .selectFrom('electronic_invoice_optins')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Turns the opt-in on (with the address to send to) or off. Returns the changed row, or null when it was
   * already in that state; `onChange` runs only for a real change, inside the same transaction.
   */
  async change(
    customerId: number,
    enabled: boolean,
    email: string | null,
    now: Date,
    onChange: OnElectronicInvoiceChange,
  ): Promise<ElectronicInvoiceRow | null> {
    const at = now.toISOString();
    const flag = enabled ? 1 : 0;
    return this.db.transaction().execute(async (trx) => {
      const changed = enabled
        ? await trx
            .insertInto('electronic_invoice_optins')
            .values({ customer_id: customerId, enabled: flag, email, changed_at: at, updated_at: at })
            .onConflict((oc) =>
              oc
                .column('customer_id')
                .doUpdateSet({ enabled: flag, email, changed_at: at, updated_at: at })
                .where('electronic_invoice_optins.enabled', '<>', flag),
            )
            .returningAll()
            .executeTakeFirst()
        : // Off needs no insert: no row already means never opted in.
          await trx
            .updateTable('electronic_invoice_optins')
            .set({ enabled: flag, changed_at: at, updated_at: at })
            .where('customer_id', '=', customerId)
            .where('enabled', '<>', flag)
            .returningAll()
            .executeTakeFirst();
      if (!changed) return null;
      await onChange(trx, changed);
      return changed;
    });
  }
}
