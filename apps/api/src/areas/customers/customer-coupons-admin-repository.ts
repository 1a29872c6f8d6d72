// Coupons per customer as staff keep them (issue #31 §3): every assignment with its use and expiry, the
// catalogue coupons still available to give, and the two changes, each conditional so a repeat changes nothing.
import type { CouponOption, CustomerCouponAdmin } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export class CustomerCouponsAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async list(customerId: number, executor: Kysely<Database> = this.db): Promise<CustomerCouponAdmin[]> {
    return this.#select(executor, customerId).orderBy('customer_coupons.created_at', 'desc').execute();
  }

  async find(
    customerId: number,
    couponId: number,
    executor: Kysely<Database> = this.db,
  ): Promise<CustomerCouponAdmin | undefined> {
    return this.#select(executor, customerId).where('coupons.id', '=', couponId).executeTakeFirst();
  }

  #select(executor: Kysely<Database>, customerId: number) {
    return executor
      .selectFrom('customer_coupons')
      .innerJoin('coupons', 'coupons.id', 'customer_coupons.coupon_id')
      .select([
        'coupons.id as couponId',
        'coupons.code as code',
        'coupons.title as title',
        'coupons.partner as partner',
        'customer_coupons.created_at as assignedAt',
        'customer_coupons.used_at as usedAt',
        'customer_coupons.expires_at as expiresAt',
      ])
      .where('customer_coupons.customer_id', '=', customerId);
  }

  /** Active catalogue coupons this customer does not have yet. */
  async available(customerId: number): Promise<CouponOption[]> {
    return this.db
      .selectFrom('coupons')
      .select(['id', 'code', 'title', 'partner'])
      .where('active', '=', 1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('customer_coupons')
              .select('customer_coupons.coupon_id')
              .whereRef('customer_coupons.coupon_id', '=', 'coupons.id')
              .where('customer_coupons.customer_id', '=', customerId),
          ),
        ),
      )
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async activeCouponExists(couponId: number, executor: Kysely<Database>): Promise<boolean> {
    const row = await executor
      .selectFrom('coupons')
      .select('id')
      .where('id', '=', couponId)
      .where('active', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** False when the customer already has it (the primary key decides a race). */
  async assign(customerId: number, couponId: number, trx: Kysely<Database>): Promise<boolean> {
    const result = await trx
      .insertInto('customer_coupons')
      .values({ customer_id: customerId, coupon_id: couponId, used_at: null })
      .onConflict((oc) => oc.columns(['customer_id', 'coupon_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /** Ends it now, only while it is neither used nor already expired. */
  async expire(customerId: number, couponId: number, at: string, trx: Kysely<Database>): Promise<boolean> {
    const result = await trx
      .updateTable('customer_coupons')
      .set({ expires_at: at })
      .where('customer_id', '=', customerId)
      .where('coupon_id', '=', couponId)
      .where('used_at', 'is', null)
      .where('expires_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
