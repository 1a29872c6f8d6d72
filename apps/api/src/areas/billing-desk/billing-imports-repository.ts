// Billing imports uploaded by staff (migration 0033). The dry run stores the file with its report; applying
// claims the row with one conditional update from 'checked' to 'applying', so of two presses at once exactly one
// applies and the other finds it taken.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BillingImportsTable, Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export type BillingImportRow = Selectable<BillingImportsTable> & {
  checker_name: string | null;
  applier_name: string | null;
};

export interface NewBillingImport {
  fileName: string;
  fileHash: string;
  content: string;
  invoices: number;
  dryRun: string;
  checkedBy: number;
}

/** How many imports the history shows. */
const HISTORY_SIZE = 100;
/** An import 'applying' this long ago died with its process: it may be claimed again. */
const ABANDONED_APPLY_MS = 15 * 60_000;

export class BillingImportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  private select(executor: Kysely<Database>) {
    return executor
      .selectFrom('billing_imports')
      .leftJoin('staff_users as checker', 'checker.id', 'billing_imports.checked_by')
      .leftJoin('staff_users as applier', 'applier.id', 'billing_imports.applied_by')
      .selectAll('billing_imports')
      .select(['checker.name as checker_name', 'applier.name as applier_name']);
  }

  async insert(row: NewBillingImport, trx: Kysely<Database>): Promise<number> {
    const inserted = await trx
      .insertInto('billing_imports')
      .values({
        file_name: row.fileName,
        file_hash: row.fileHash,
        content: row.content,
        invoices: row.invoices,
        dry_run: row.dryRun,
        checked_by: row.checkedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async find(id: number, executor: Kysely<Database> = this.db): Promise<BillingImportRow | undefined> {
    return this.select(executor).where('billing_imports.id', '=', id).executeTakeFirst();
  }

  async history(): Promise<BillingImportRow[]> {
    return this.select(this.db)
      .orderBy('billing_imports.created_at', 'desc')
      .orderBy('billing_imports.id', 'desc')
      .limit(HISTORY_SIZE)
      .execute();
  }

  /** True for the one caller that moved it from checked (or an abandoned applying) to applying. */
  async claim(id: number, staffUserId: number, now = new Date()): Promise<boolean> {
    const abandonedBefore = new Date(now.getTime() - ABANDONED_APPLY_MS).toISOString();
    const result = await this.db
      .updateTable('billing_imports')
      .set({ status: 'applying', applied_by: staffUserId, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'checked'),
          eb.and([eb('status', '=', 'applying'), eb('updated_at', '<', abandonedBefore)]),
        ]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async markApplied(id: number, result: string, trx: Kysely<Database>): Promise<void> {
    const at = nowInstant();
    await trx
      .updateTable('billing_imports')
      .set({ status: 'applied', result, applied_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'applying')
      .execute();
  }

  /** Applying failed before it finished: it may be applied again (each invoice's upsert is idempotent). */
  async release(id: number): Promise<void> {
    await this.db
      .updateTable('billing_imports')
      .set({ status: 'checked', applied_by: null, updated_at: nowInstant() })
      .where('id', '=', id)
      .where('status', '=', 'applying')
      .execute();
  }
}
