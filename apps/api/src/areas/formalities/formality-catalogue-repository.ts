// Lookups behind the Trámites rules (issue #15): the catalogue's active top-level plans of a product type and
// the plans a customer record has. Rows leave as plain records; the service decides what they mean.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface CataloguePlan {
  packetName: string;
  name: string;
  amountCents: number;
  promotion: boolean;
  /** products.service_type: INTERNET, CLICK TV... */
  serviceType: string;
}

export interface ContractedService {
  /** customer_services.producto_tipo: INTERNET, MULTIPLAY, CLICK TV, DIBOX... */
  productType: string;
  /** Null when the service has no catalogue plan. */
  plan: CataloguePlan | null;
}

export class FormalityCatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active top-level plans (add-ons excluded) of active products of these service types, catalogue order. */
  async activePlans(serviceTypes: readonly string[]): Promise<CataloguePlan[]> {
    if (serviceTypes.length === 0) return [];
    const rows = await this.db
      .selectFrom('plans')
      .innerJoin('products', 'products.id', 'plans.product_id')
      .select([
        'plans.packet_name',
        'plans.name',
        'plans.amount_cents',
        'plans.promotion',
        'products.service_type',
      ])
      .where('products.service_type', 'in', serviceTypes)
      .where('products.active', '=', 1)
      .where('plans.active', '=', 1)
      .where('plans.parent_id', 'is', null)
      .orderBy('products.sort_order')
      .orderBy('products.id')
      .orderBy('plans.sort_order')
      .orderBy('plans.id')
      .execute();
    return rows.map((row) => ({
      packetName: row.packet_name,
      name: row.name,
      amountCents: row.amount_cents,
      promotion: row.promotion === 1,
      serviceType: row.service_type,
    }));
  }

  /** The services of a customer record by its number, with their catalogue plan; empty for an unknown number. */
  async servicesOf(cliente: number): Promise<ContractedService[]> {
    const rows = await this.db
      .selectFrom('customer_services')
      .innerJoin('customers', 'customers.id', 'customer_services.customer_id')
      .leftJoin('plans', 'plans.id', 'customer_services.plan_id')
      .leftJoin('products', 'products.id', 'plans.product_id')
      .select([
        'customer_services.producto_tipo',
        'plans.packet_name',
        'plans.name',
        'plans.amount_cents',
        'plans.promotion',
        'products.service_type',
      ])
      .where('customers.cliente', '=', cliente)
      .orderBy('customer_services.id')
      .execute();
    return rows.map((row) => ({
      productType: row.producto_tipo,
      plan:
        row.packet_name === null || row.name === null || row.amount_cents === null
          ? null
          : {
              packetName: row.packet_name,
              name: row.name,
              amountCents: row.amount_cents,
              promotion: row.promotion === 1,
              serviceType: row.service_type ?? '',
            },
    }));
  }
}
