import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

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
  /** Card details (ADR 0063), null when unknown. */
  speedDownMbps: number | null;
  speedUpMbps: number | null;
  /** The stored JSON text, read by the service. */
  includes: string | null;
  installationCents: number | null;
  contractMonths: number | null;
  regularAmountCents: number | null;
  promotionFrom: string | null;
  promotionUntil: string | null;
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
      .select([
        'id',
        'product_id',
        'parent_id',
        'packet_name',
        'name',
        'amount_cents',
        'promotion',
        'speed_down_mbps',
        'speed_up_mbps',
        'includes',
        'installation_cents',
        'contract_months',
        'regular_amount_cents',
        'promotion_from',
        'promotion_until',
      ])
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
      speedDownMbps: r.speed_down_mbps,
      speedUpMbps: r.speed_up_mbps,
      includes: r.includes,
      installationCents: r.installation_cents,
      contractMonths: r.contract_months,
      regularAmountCents: r.regular_amount_cents,
      promotionFrom: r.promotion_from,
      promotionUntil: r.promotion_until,
    }));
  }
}
