// The logins that reach one customer record, with their lock (the sign-in throttle, keyed by the hashed
// username) and first-entry state, and the two changes staff make to them inside their audited transaction:
// ending every session (the token version, ADR 0036) and clearing the lock.
import type { CustomerLogin } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';
import { throttleKey } from '../auth/index.js';

export class CustomerLoginsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Undefined when the customer number does not exist. */
  async customerId(cliente: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('customers')
      .select('id')
      .where('cliente', '=', cliente)
      .executeTakeFirst();
    return row?.id;
  }

  async list(cliente: number, now: Date, executor: Kysely<Database> = this.db): Promise<CustomerLogin[]> {
    return this.#read(executor, cliente, undefined, now);
  }

  /** One login, only if it reaches this customer number. */
  async find(
    cliente: number,
    loginId: number,
    now: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<CustomerLogin | undefined> {
    return (await this.#read(executor, cliente, loginId, now))[0];
  }

  async #read(
    executor: Kysely<Database>,
    cliente: number,
    loginId: number | undefined,
    now: Date,
  ): Promise<CustomerLogin[]> {
    let query = executor
      .selectFrom('logins')
      .innerJoin('login_customers', 'login_customers.login_id', 'logins.id')
      .innerJoin('customers', 'customers.id', 'login_customers.customer_id')
      .select([
        'logins.id',
        'logins.email',
        'logins.entry',
        'logins.last_login_at',
        'logins.password_changed_at',
        'logins.created_at',
        'login_customers.relation',
      ])
      .where('customers.cliente', '=', cliente)
      .orderBy('login_customers.relation', 'desc')
      .orderBy('logins.id');
    if (loginId !== undefined) query = query.where('logins.id', '=', loginId);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const keys = new Map(rows.map((row) => [throttleKey(row.email), row.id]));
    const locks = await executor
      .selectFrom('login_throttle')
      .select(['key', 'locked_until'])
      .where('key', 'in', [...keys.keys()])
      .where('locked_until', '>', now.toISOString())
      .execute();
    const lockedUntil = new Map(locks.map((lock) => [keys.get(lock.key), lock.locked_until]));
    return rows.map((row) => ({
      loginId: row.id,
      email: row.email,
      relation: row.relation,
      firstEntryStep: row.entry,
      lockedUntil: lockedUntil.get(row.id) ?? null,
      lastLoginAt: row.last_login_at,
      passwordChangedAt: row.password_changed_at,
      createdAt: row.created_at,
    }));
  }

  /** Every token issued so far carries an older version and is refused from now on. */
  async endSessions(loginId: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .updateTable('logins')
      .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: nowInstant() }))
      .where('id', '=', loginId)
      .execute();
  }

  /** The sign-in throttle's count and lock for this username: the next try goes ahead. */
  async unlock(email: string, trx: Kysely<Database>): Promise<void> {
    await trx.deleteFrom('login_throttle').where('key', '=', throttleKey(email)).execute();
  }
}
