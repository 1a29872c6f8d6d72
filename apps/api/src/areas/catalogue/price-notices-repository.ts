// A price change for a plan's subscribers and each customer's notice of it (migration 0029). A notice row is
// claimed with ON CONFLICT DO NOTHING in the transaction that writes its mail, so a customer is mailed once.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface Subscriber {
  customerId: number;
  name: string;
  /** The customer's main email, else the email of a login that holds the account; null without either. */
  email: string | null;
}

export interface PriceChange {
  planId: number;
  oldAmountCents: number;
  newAmountCents: number;
  effectiveDate: string;
  staffUserId: number;
}

export class PriceNoticesRepository {
  /** Customers with the plan among their services (not those who left), each once, by customer id. */
  async subscribersOf(planId: number, trx: Kysely<Database>): Promise<Subscriber[]> {
    const rows = await trx
      .selectFrom('customers')
      .leftJoin('login_customers', (join) =>
        join
          .onRef('login_customers.customer_id', '=', 'customers.id')
          .on('login_customers.relation', '=', 'holder'),
      )
      .leftJoin('logins', 'logins.id', 'login_customers.login_id')
      .select(['customers.id', 'customers.nombre', 'customers.emailppl'])
      .select((eb) => eb.fn.min('logins.email').as('login_email'))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('customer_services')
            .select('customer_services.id')
            .whereRef('customer_services.customer_id', '=', 'customers.id')
            .where('customer_services.plan_id', '=', planId)
            .where('customer_services.estado', '<>', 'BAJA'),
        ),
      )
      .groupBy(['customers.id', 'customers.nombre', 'customers.emailppl'])
      .orderBy('customers.id')
      .execute();
    return rows.map((r) => ({
      customerId: r.id,
      name: r.nombre,
      email: r.emailppl?.trim() || r.login_email || null,
    }));
  }

  async insertChange(change: PriceChange, trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .insertInto('plan_price_changes')
      .values({
        plan_id: change.planId,
        old_amount_cents: change.oldAmountCents,
        new_amount_cents: change.newAmountCents,
        effective_date: change.effectiveDate,
        staff_user_id: change.staffUserId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Whether this call claimed the customer's notice of the change (false: it was already claimed). */
  async claimNotice(changeId: number, customerId: number, trx: Kysely<Database>): Promise<boolean> {
    const claimed = await trx
      .insertInto('plan_change_notices')
      .values({ change_id: changeId, customer_id: customerId })
      .onConflict((oc) => oc.columns(['change_id', 'customer_id']).doNothing())
      .returning('customer_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }
}
