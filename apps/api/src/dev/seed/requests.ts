// Past requests of the demo customer, so "Mis gestiones" is not empty on a fresh database. Their numbers come
// from the same per-year counters as live requests, which are advanced past them.
import { ACCOUNT_REQUEST_TYPES, COMPANY_CODE, MESSAGE_TYPES } from '@portal/domain';
import type { Transaction } from 'kysely';
import { REQUEST_NUMBER_PREFIX } from '../../areas/requests/index.js';
import { deskFieldsFor } from '../../lib/desk-fields.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { addDays, toDbInstant } from '../../infrastructure/db/time.js';

interface SeedRequest {
  cliente: number;
  type: number;
  daysAgo: number;
  summary: string;
  payload: Record<string, unknown>;
}

export const demoRequests: SeedRequest[] = [
  {
    cliente: 104523,
    type: MESSAGE_TYPES.planChange,
    daysAgo: 48,
    summary: 'Plan de Internet actual: GPON 100 — Plan de Internet elegido: GPON 300',
    payload: { currentInternetPlan: 'GPON 100', internetPlan: 'GPON 300' },
  },
  {
    cliente: 104523,
    type: ACCOUNT_REQUEST_TYPES.claim,
    daysAgo: 9,
    summary: 'Internet lento o con cortes: se corta por la noche desde el martes',
    payload: { reason: 'Internet lento o con cortes', details: 'Se corta por la noche desde el martes' },
  },
];

export async function seedRequests(trx: Transaction<Database>, now: Date): Promise<void> {
  const counters = new Map<string, number>();
  for (const request of [...demoRequests].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const customer = await trx
      .selectFrom('customers')
      .select(['id', 'cliente', 'nombre', 'apellido', 'dni', 'ciudad', 'emailppl'])
      .where('cliente', '=', request.cliente)
      .executeTakeFirstOrThrow();
    const at = addDays(now, -request.daysAgo);
    const scope = `${REQUEST_NUMBER_PREFIX}-${at.getUTCFullYear()}`;
    const value = (counters.get(scope) ?? 0) + 1;
    counters.set(scope, value);
    const number = `${scope}-${String(value).padStart(6, '0')}`;
    const payload = { clientenro: request.cliente, ...request.payload };
    const desk = deskFieldsFor(
      { number, type: request.type, email: null, summary: request.summary, payload, createdAt: at },
      customer,
    );
    await trx
      .insertInto('requests')
      .values({
        number,
        type: request.type,
        company_code: COMPANY_CODE,
        customer_id: customer.id,
        email: null,
        summary: request.summary,
        payload: JSON.stringify(payload),
        status: 'received',
        assigned_staff_id: null,
        created_at: toDbInstant(at),
        updated_at: toDbInstant(at),
        queue: desk.queue,
        request_class: desk.requestClass,
        due_date: desk.dueDate,
        customer_name: desk.customerName,
        locality: desk.locality,
        search_text: desk.searchText,
      })
      .execute();
  }
  for (const [scope, lastValue] of counters) {
    await trx.insertInto('request_counters').values({ scope, last_value: lastValue }).execute();
  }
}
