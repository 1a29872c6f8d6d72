import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ProductRecord {
  id: number;
  productName: string;
  serviceType: string;
}

export interface PlanRecord {
  id: number;
  productId: number;
  parentId: number | null;
  packetName: string;
  name: string;
  amountCents: number;
  promotion: boolean;
}

export class RatesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listActiveProducts(): Promise<ProductRecord[]> {
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'product_name', 'service_type'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, productName: r.product_name, serviceType: r.service_type }));
  }

  async listActivePlans(): Promise<PlanRecord[]> {
    const rows = await this.db
      .selectFrom('plans')
      .select(['id', 'product_id', 'parent_id', 'packet_name', 'name', 'amount_cents', 'promotion'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      productId: r.product_id,
      parentId: r.parent_id,
      packetName: r.packet_name,
      name: r.name,
      amountCents: r.amount_cents,
      promotion: r.promotion === 1,
    }));
  }
}
