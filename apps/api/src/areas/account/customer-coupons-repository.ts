// Reads of the coupons assigned to a customer record, joined to the partner catalogue.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface CustomerCouponRow {
  code: string;
  title: string;
  description: string;
  partner: string;
  discount_text: string;
  valid_from: string | null;
  valid_until: string | null;
  used_at: string | null;
  /** When staff ended it for this customer (issue #31 §3), or null. */
  expires_at: string | null;
}

export class CustomerCouponsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active catalogue coupons assigned to the customer number, in the catalogue's order. */
  async listForCustomer(cliente: number): Promise<CustomerCouponRow[]> {
    return this.db
      .selectFrom('customer_coupons')
      .innerJoin('customers', 'customers.id', 'customer_coupons.customer_id')
      .innerJoin('coupons', 'coupons.id', 'customer_coupons.coupon_id')
      .select([
        'coupons.code',
        'coupons.title',
        'coupons.description',
        'coupons.partner',
        'coupons.discount_text',
        'coupons.valid_from',
        'coupons.valid_until',
        'customer_coupons.used_at',
        'customer_coupons.expires_at',
      ])
      .where('customers.cliente', '=', cliente)
      .where('coupons.active', '=', 1)
      .orderBy('coupons.sort_order')
      .orderBy('coupons.id')
      .execute();
  }
}
