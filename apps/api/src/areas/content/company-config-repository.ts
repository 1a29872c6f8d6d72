import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export class CompanyConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every key with its JSON value parsed; a value that is not valid JSON is skipped. */
  async readAll(): Promise<Map<string, unknown>> {
    const rows = await this.db.selectFrom('company_config').select(['key', 'value']).execute();
    const entries = new Map<string, unknown>();
    for (const row of rows) {
      try {
        entries.set(row.key, JSON.parse(row.value));
      } catch {
        // A hand-edited row with broken JSON must not take the whole site down; the service uses defaults.
      }
    }
    return entries;
  }

  async write(key: string, value: unknown, now: string): Promise<void> {
    const json = JSON.stringify(value);
    await this.db
      .insertInto('company_config')
      .values({ key, value: json, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
      .execute();
  }
}
