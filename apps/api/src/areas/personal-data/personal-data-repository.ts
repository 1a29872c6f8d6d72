// Reads of what the portal holds about a login and the customer records it reaches (Mis datos, Ley 25.326):
// the login, the records with their phones, services, contact changes and coupons, and the requests with the
// thread entries the customer may read. Money and consents are in personal-accounts-repository.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

/** Thread entries the customer wrote or staff sent them; 'nota' (internal) and changes never leave. */
const PUBLIC_THREAD_KINDS = ['cliente', 'respuesta'] as const;

export class PersonalDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async login(loginId: number) {
    return this.db
      .selectFrom('logins')
      .select(['email', 'created_at', 'last_login_at', 'password_changed_at'])
      .where('id', '=', loginId)
      .executeTakeFirst();
  }

  /** The customer records this login reaches, as holder or authorised person, by customer number. */
  async records(loginId: number) {
    return this.db
      .selectFrom('login_customers')
      .innerJoin('customers', 'customers.id', 'login_customers.customer_id')
      .select([
        'customers.id',
        'customers.cliente',
        'customers.nombre',
        'customers.apellido',
        'customers.tipo_doc',
        'customers.dni',
        'customers.emailppl',
        'customers.email2',
        'customers.direccion',
        'customers.ciudad',
        'customers.cp',
        'customers.fecha_nac',
        'customers.estado',
        'login_customers.relation',
      ])
      .where('login_customers.login_id', '=', loginId)
      .orderBy('customers.cliente')
      .execute();
  }

  async phones(customerIds: readonly number[]) {
    return this.db
      .selectFrom('customer_phones')
      .select(['customer_id', 'phone'])
      .where('customer_id', 'in', customerIds)
      .orderBy('position')
      .execute();
  }

  async services(customerIds: readonly number[]) {
    return this.db
      .selectFrom('customer_services')
      .select(['customer_id', 'producto', 'producto_tipo', 'estado'])
      .where('customer_id', 'in', customerIds)
      .orderBy('id')
      .execute();
  }

  /** Contact changes of the records; a login email change is recorded on each record of the login too. */
  async contactChanges(customerIds: readonly number[]) {
    return this.db
      .selectFrom('customer_contact_history')
      .select(['customer_id', 'field', 'old_value', 'new_value', 'created_at'])
      .where('customer_id', 'in', customerIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async coupons(customerIds: readonly number[]) {
    return this.db
      .selectFrom('customer_coupons')
      .innerJoin('coupons', 'coupons.id', 'customer_coupons.coupon_id')
      .select([
        'customer_coupons.customer_id',
        'coupons.code',
        'coupons.title',
        'coupons.partner',
        'customer_coupons.used_at',
      ])
      .where('customer_coupons.customer_id', 'in', customerIds)
      .orderBy('coupons.sort_order')
      .orderBy('coupons.id')
      .execute();
  }

  /**
   * The records' requests, newest first. The payload is read only to word the customer's summary and never
   * leaves (a registration's holds a password hash).
   */
  async requests(customerIds: readonly number[]) {
    return this.db
      .selectFrom('requests')
      .innerJoin('customers', 'customers.id', 'requests.customer_id')
      .select([
        'requests.id',
        'requests.number',
        'requests.type',
        'requests.status',
        'requests.payload',
        'requests.created_at',
        'customers.cliente',
      ])
      .where('requests.customer_id', 'in', customerIds)
      .orderBy('requests.created_at', 'desc')
      .orderBy('requests.id', 'desc')
      .execute();
  }

  async publicThread(requestIds: readonly number[]) {
    if (requestIds.length === 0) return [];
    return this.db
      .selectFrom('request_thread')
      .select(['request_id', 'kind', 'text', 'created_at'])
      .where('request_id', 'in', requestIds)
      .where('kind', 'in', PUBLIC_THREAD_KINDS)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }
}
