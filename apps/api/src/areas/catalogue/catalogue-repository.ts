// Products and plans as staff keep them (migration 0029): every plan change takes the version the admin read
// and bumps it in one conditional statement, so two admins saving at once never overwrite each other.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, PlansTable, ProductsTable } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export type PlanRow = Selectable<PlansTable>;
export type ProductRow = Selectable<ProductsTable>;

export interface PlanFields {
  packetName: string;
  name: string;
  amountCents: number;
  promotion: boolean;
  regularAmountCents: number | null;
  promotionFrom: string | null;
  promotionUntil: string | null;
  active: boolean;
  sortOrder: number;
}

function toColumns(fields: PlanFields) {
  return {
    packet_name: fields.packetName,
    name: fields.name,
    amount_cents: fields.amountCents,
    promotion: fields.promotion ? 1 : 0,
    regular_amount_cents: fields.regularAmountCents,
    promotion_from: fields.promotionFrom,
    promotion_until: fields.promotionUntil,
    active: fields.active ? 1 : 0,
    sort_order: fields.sortOrder,
  } as const;
}

export class CatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async listProducts(): Promise<ProductRow[]> {
    return this.db.selectFrom('products').selectAll().orderBy('sort_order').orderBy('id').execute();
  }

  async listPlans(): Promise<PlanRow[]> {
    return this.db.selectFrom('plans').selectAll().orderBy('sort_order').orderBy('id').execute();
  }

  async findProduct(id: number): Promise<ProductRow | undefined> {
    return this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findPlan(id: number, executor: Kysely<Database> = this.db): Promise<PlanRow | undefined> {
    return executor.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** How many customers have each plan among their services, by plan id. */
  async subscriberCounts(
    executor: Kysely<Database> = this.db,
    planId?: number,
  ): Promise<Map<number, number>> {
    let query = executor
      .selectFrom('customer_services')
      .select(['plan_id', sql<number>`count(distinct customer_id)`.as('customers')])
      .where('plan_id', 'is not', null)
      .where('estado', '<>', 'BAJA');
    if (planId !== undefined) query = query.where('plan_id', '=', planId);
    const rows = await query.groupBy('plan_id').execute();
    return new Map(rows.map((r) => [r.plan_id as number, Number(r.customers)]));
  }

  async insertPlan(
    target: { productId: number; parentId: number | null },
    fields: PlanFields,
    trx: Kysely<Database>,
  ): Promise<PlanRow> {
    return trx
      .insertInto('plans')
      .values({ product_id: target.productId, parent_id: target.parentId, ...toColumns(fields) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The row after the change, or undefined when `version` is no longer the current one. */
  async updatePlan(
    id: number,
    version: number,
    fields: PlanFields,
    trx: Kysely<Database>,
  ): Promise<PlanRow | undefined> {
    return trx
      .updateTable('plans')
      .set({ ...toColumns(fields), version: version + 1, updated_at: nowInstant() })
      .where('id', '=', id)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
  }
}
