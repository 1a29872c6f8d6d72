// Helpers for the desk suites: requests written straight into the table with the desk fields the app computes
// (deskFieldsFor), then overridden where a test needs a status, queue, assignee or date; and the desk's URLs.
import type { DeskQueue, DeskStatus, RequestClass } from '@portal/domain';
import { deskFieldsFor } from '../../src/lib/desk-fields.js';
import { dueDateFor } from '../../src/lib/legal-clock.js';
import type { TestApp } from './test-app.js';

export const INBOX = '/api/admin/gestiones/';
export const detailUrl = (number: string) => `/api/admin/gestiones/${number}/detalle/`;
export const changeUrl = (number: string) => `/api/admin/gestiones/${number}/`;
export const messagesUrl = (number: string) => `/api/admin/gestiones/${number}/mensajes/`;

export interface DeskRequestInput {
  number: string;
  type?: number;
  createdAt: string;
  status?: DeskStatus;
  queue?: DeskQueue;
  requestClass?: RequestClass;
  /** A customer number of the seed; else a visitor. */
  cliente?: number;
  payload?: Record<string, unknown>;
  email?: string | null;
  summary?: string;
  assigneeId?: number | null;
}

const CLOSED = ['resolved', 'rejected', 'spam'];

export async function insertDeskRequest(t: TestApp, input: DeskRequestInput): Promise<number> {
  const customer =
    input.cliente === undefined
      ? undefined
      : await t.app.db
          .selectFrom('customers')
          .select(['id', 'cliente', 'nombre', 'apellido', 'dni', 'ciudad', 'emailppl'])
          .where('cliente', '=', input.cliente)
          .executeTakeFirstOrThrow();
  const type = input.type ?? 1;
  const payload = input.payload ?? { name: 'Visitante', message: 'Hola' };
  const summary = input.summary ?? `Consulta ${input.number}`;
  const email = input.email === undefined ? 'visitante@example.com' : input.email;
  const createdAt = new Date(input.createdAt);
  const desk = deskFieldsFor({ number: input.number, type, email, summary, payload, createdAt }, customer);
  const status = input.status ?? 'received';
  const row = await t.app.db
    .insertInto('requests')
    .values({
      number: input.number,
      type,
      company_code: 2,
      customer_id: customer?.id ?? null,
      email,
      summary,
      payload: JSON.stringify(payload),
      status,
      assigned_staff_id: input.assigneeId ?? null,
      created_at: input.createdAt,
      updated_at: input.createdAt,
      queue: input.queue ?? desk.queue,
      request_class: input.requestClass ?? desk.requestClass,
      due_date: input.requestClass ? dueDateFor(createdAt, input.requestClass) : desk.dueDate,
      is_open: CLOSED.includes(status) ? 0 : 1,
      closed_at: CLOSED.includes(status) ? input.createdAt : null,
      customer_name: desk.customerName,
      locality: desk.locality,
      search_text: desk.searchText,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function staffIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
