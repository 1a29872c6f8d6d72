// Reads of a customer's services whose WiFi network can be changed (INTERNET and MULTIPLAY).
import { WIFI_PRODUCT_TYPES } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface InternetServiceRow {
  id: number;
  producto: string;
  producto_tipo: string;
}

export class InternetServicesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listForCustomer(customerId: number): Promise<InternetServiceRow[]> {
    return this.db
      .selectFrom('customer_services')
      .select(['id', 'producto', 'producto_tipo'])
      .where('customer_id', '=', customerId)
      .where('producto_tipo', 'in', [...WIFI_PRODUCT_TYPES])
      .orderBy('id')
      .execute();
  }

  /** The service when it is this customer's and has WiFi; another customer's id finds nothing. */
  async findForCustomer(serviceId: number, customerId: number): Promise<InternetServiceRow | undefined> {
    return this.db
      .selectFrom('customer_services')
      .select(['id', 'producto', 'producto_tipo'])
      .where('id', '=', serviceId)
      .where('customer_id', '=', customerId)
      .where('producto_tipo', 'in', [...WIFI_PRODUCT_TYPES])
      .executeTakeFirst();
  }
}
