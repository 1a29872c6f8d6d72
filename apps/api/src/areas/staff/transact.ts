import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

/** Runs `work` in one transaction: a staff change and its audit entry commit or roll back together. */
export type Transact = <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

export function transactOn(db: Kysely<Database>): Transact {
  return (work) => db.transaction().execute((trx) => work(trx));
}
