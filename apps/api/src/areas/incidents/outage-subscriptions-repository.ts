// A customer's side of the outage notices (migration 0034): the locality of their service address, their email,
// and whether they asked to be mailed of new incidents there. Subscribing twice stores one row.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface OutageCustomer {
  id: number;
  locality: string | null;
  email: string | null;
  subscribed: boolean;
}

export class OutageSubscriptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async customer(cliente: number): Promise<OutageCustomer | undefined> {
    const row = await this.db
      .selectFrom('customers as c')
      .leftJoin('incident_subscriptions as s', 's.customer_id', 'c.id')
      .select(['c.id', 'c.ciudad', 'c.emailppl', 's.customer_id as subscriber'])
      .where('c.cliente', '=', cliente)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      locality: row.ciudad?.trim() || null,
      email: row.emailppl?.trim() || null,
      subscribed: row.subscriber !== null,
    };
  }

  async subscribe(customerId: number): Promise<void> {
    await this.db
      .insertInto('incident_subscriptions')
      .values({ customer_id: customerId })
      .onConflict((oc) => oc.column('customer_id').doNothing())
      .execute();
  }

  async unsubscribe(customerId: number): Promise<void> {
    await this.db.deleteFrom('incident_subscriptions').where('customer_id', '=', customerId).execute();
  }
}
