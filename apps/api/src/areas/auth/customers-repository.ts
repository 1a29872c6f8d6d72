// Reads of customer records: the login response's records, the dataClient and the recover-user lookup.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { CustomersTable } from '../../infrastructure/db/schema.js';
import type { CustomerRelation } from '../../infrastructure/db/tables/people.js';
import type { Selectable } from 'kysely';

type CustomerColumns = Selectable<CustomersTable> & {
  /** Last four digits of the CBU of the automatic debit in force; null without one or with a card. */
  debit_cbu_last4: string | null;
};

export type CustomerRow = CustomerColumns & { phones: string[] };

/** A record as a login reaches it: as its holder or as a person the holder authorised. */
export type LoginCustomerRow = CustomerRow & { relation: CustomerRelation };

export class CustomersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Customer columns plus the CBU of the debit in force (one indexed lookup: one active row at most). */
  private selectCustomers() {
    return this.db
      .selectFrom('customers')
      .selectAll('customers')
      .select((eb) =>
        eb
          .selectFrom('debit_registrations')
          .select('debit_registrations.cbu_last4')
          .whereRef('debit_registrations.customer_id', '=', 'customers.id')
          .where('debit_registrations.status', '=', 'active')
          .as('debit_cbu_last4'),
      );
  }

  private async withPhones<Row extends CustomerColumns>(
    rows: Row[],
  ): Promise<Array<Row & { phones: string[] }>> {
    if (rows.length === 0) return [];
    const phones = await this.db
      .selectFrom('customer_phones')
      .select(['customer_id', 'phone'])
      .where(
        'customer_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('customer_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      ...row,
      phones: phones.filter((p) => p.customer_id === row.id).map((p) => p.phone),
    }));
  }

  async listForLogin(loginId: number): Promise<LoginCustomerRow[]> {
    const rows = await this.selectCustomers()
      .innerJoin('login_customers', 'login_customers.customer_id', 'customers.id')
      .select('login_customers.relation')
      .where('login_customers.login_id', '=', loginId)
      .orderBy('customers.cliente')
      .execute();
    return this.withPhones(rows);
  }

  async findByNumber(cliente: number): Promise<CustomerRow | undefined> {
    const row = await this.selectCustomers().where('customers.cliente', '=', cliente).executeTakeFirst();
    return row ? (await this.withPhones([row]))[0] : undefined;
  }

  /** By internal id, for documents that start from a row pointing at the customer (a payment's receipt). */
  async findById(id: number): Promise<CustomerRow | undefined> {
    const row = await this.selectCustomers().where('customers.id', '=', id).executeTakeFirst();
    return row ? (await this.withPhones([row]))[0] : undefined;
  }

  /** Emails of the logins that hold this customer record (usually one); authorised persons' are not told. */
  async loginEmails(customerId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('login_customers')
      .innerJoin('logins', 'logins.id', 'login_customers.login_id')
      .select('logins.email')
      .where('login_customers.customer_id', '=', customerId)
      .where('login_customers.relation', '=', 'holder')
      .orderBy('logins.id')
      .execute();
    return rows.map((r) => r.email);
  }
}
