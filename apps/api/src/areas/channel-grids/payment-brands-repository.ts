// The payment methods page's brands (migration 0030). Changes take the version the admin read and bump it in
// one conditional statement, so two admins saving at once never overwrite each other.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { PaymentBrandsTable } from '../../infrastructure/db/tables/channel-grids.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export interface PaymentBrandRow extends Selectable<PaymentBrandsTable> {
  sha256: string | null;
  content_type: string | null;
}

export interface PaymentBrandFields {
  section?: string;
  name?: string;
  position?: number;
  image_id?: number;
}

export class PaymentBrandsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  private withImage(executor: Kysely<Database>) {
    return executor
      .selectFrom('payment_brands as b')
      .leftJoin('media_images as m', 'm.id', 'b.image_id')
      .selectAll('b')
      .select(['m.sha256', 'm.content_type']);
  }

  list(): Promise<PaymentBrandRow[]> {
    return this.withImage(this.db).orderBy('b.position').orderBy('b.id').execute();
  }

  find(id: number, executor: Kysely<Database> = this.db): Promise<PaymentBrandRow | undefined> {
    return this.withImage(executor).where('b.id', '=', id).executeTakeFirst();
  }

  async insert(
    fields: Required<Omit<PaymentBrandFields, 'image_id'>>,
    trx: Kysely<Database>,
  ): Promise<number> {
    const row = await trx
      .insertInto('payment_brands')
      .values({ section: fields.section, name: fields.name, position: fields.position })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Whether the row at `version` changed. */
  async update(
    id: number,
    version: number,
    fields: PaymentBrandFields,
    trx: Kysely<Database>,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('payment_brands')
      .set({ ...fields, version: version + 1, updated_at: nowInstant() })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Whether the row at `version` was deleted. */
  async delete(id: number, version: number, trx: Kysely<Database>): Promise<boolean> {
    const result = await trx
      .deleteFrom('payment_brands')
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
