// Requests written straight into the desk's columns, so the desk tools' suites set exactly the state they test
// (dates, queue, assignee, status) without walking each request through the desk.
import { COMPANY_CODE, MESSAGE_TYPES } from '@portal/domain';
import type { TestApp } from './test-app.js';

export interface DeskRequestInput {
  number: string;
  cliente?: number;
  type?: number;
  status?: string;
  queue?: string;
  requestClass?: string;
  createdAt?: string;
  dueDate?: string;
  firstAnswerAt?: string | null;
  closedAt?: string | null;
  assigneeId?: number | null;
  name?: string;
  summary?: string;
  locality?: string;
  email?: string | null;
}

export async function insertDeskRequest(t: TestApp, input: DeskRequestInput): Promise<number> {
  const customer =
    input.cliente === undefined
      ? undefined
      : await t.app.db
          .selectFrom('customers')
          .select('id')
          .where('cliente', '=', input.cliente)
          .executeTakeFirstOrThrow();
  const createdAt = input.createdAt ?? new Date().toISOString();
  const closed = ['resolved', 'rejected', 'spam'].includes(input.status ?? 'received');
  const row = await t.app.db
    .insertInto('requests')
    .values({
      number: input.number,
      type: input.type ?? MESSAGE_TYPES.contact,
      company_code: COMPANY_CODE,
      customer_id: customer?.id ?? null,
      email: input.email === undefined ? 'alguien@example.com' : input.email,
      summary: input.summary ?? 'Consulta de prueba',
      payload: '{}',
      status: input.status ?? 'received',
      assigned_staff_id: input.assigneeId ?? null,
      created_at: createdAt,
      updated_at: createdAt,
      queue: input.queue ?? 'comercial',
      request_class: input.requestClass ?? 'otros',
      due_date: input.dueDate ?? createdAt.slice(0, 10),
      first_answer_at: input.firstAnswerAt ?? null,
      closed_at: input.closedAt ?? null,
      is_open: closed ? 0 : 1,
      customer_name: input.name ?? 'Alguien de Prueba',
      locality: input.locality ?? 'Ushuaia',
      search_text: input.number.toLowerCase(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
