// The company data's version (issue #31 §2). The data stays where the site reads it (company_config, one JSON
// value per key); a save bumps one version row with a conditional statement first, so of two admins saving at
// once one wins and the other gets 409, and the keys are written in the same transaction.
import type { CompanyCode, CompanyConfig } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';
import { CompanyConfigRepository, CompanyConfigService } from '../content/index.js';

const VERSION_KEY = 'company_data_version';

export class CompanyDataRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly companyCode: CompanyCode,
  ) {}

  /** The data as the public config serves it (defaults for missing keys), read through `executor`. */
  async readConfig(executor: Kysely<Database> = this.db): Promise<CompanyConfig> {
    return new CompanyConfigService(new CompanyConfigRepository(executor), this.companyCode).getConfig();
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The current version (1 until the first save) and when it was saved. */
  async version(
    executor: Kysely<Database> = this.db,
  ): Promise<{ version: number; updatedAt: string | null }> {
    const row = await executor
      .selectFrom('company_config')
      .select(['value', 'updated_at'])
      .where('key', '=', VERSION_KEY)
      .executeTakeFirst();
    const version = Number(row?.value);
    return row && Number.isInteger(version) && version > 0
      ? { version, updatedAt: row.updated_at }
      : { version: 1, updatedAt: null };
  }

  /** Whether `version` was the current one; it is then the next one, inside `trx`. */
  async bumpVersion(version: number, trx: Kysely<Database>): Promise<boolean> {
    const now = nowInstant();
    const next = String(version + 1);
    if (version === 1) {
      // The first save of a database creates the row; a parallel first save finds it and fails below.
      const inserted = await trx
        .insertInto('company_config')
        .values({ key: VERSION_KEY, value: next, updated_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return true;
    }
    const updated = await trx
      .updateTable('company_config')
      .set({ value: next, updated_at: now })
      .where('key', '=', VERSION_KEY)
      .where('value', '=', String(version))
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }

  async write(values: Record<string, unknown>, trx: Kysely<Database>): Promise<void> {
    const config = new CompanyConfigRepository(trx);
    const now = nowInstant();
    for (const [key, value] of Object.entries(values)) await config.write(key, value, now);
  }
}
