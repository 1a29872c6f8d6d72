// What the desk's inbox lists and searches, copied onto the request when it is stored (migration 0027): the
// sender's name and locality (from the customer record when there is one, else as the form was filled in) and
// one lower-cased, accent-free search text, so the inbox filters and searches one table without joins.
import { deskDefaultsFor, type DeskQueue, type RequestClass } from '@portal/domain';
import { dueDateFor } from './legal-clock.js';

export interface DeskCustomer {
  cliente: number;
  nombre: string;
  apellido: string;
  dni: string;
  ciudad: string | null;
  emailppl: string | null;
}

export interface DeskFields {
  queue: DeskQueue;
  requestClass: RequestClass;
  dueDate: string;
  customerName: string;
  locality: string | null;
  searchText: string;
}

/** Lower case without accents: 'Pérez' and 'perez' find each other. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function field(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

export interface DeskFieldsInput {
  number: string;
  type: number;
  email: string | null;
  summary: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export function deskFieldsFor(request: DeskFieldsInput, customer: DeskCustomer | undefined): DeskFields {
  const { payload } = request;
  const { queue, requestClass } = deskDefaultsFor(request.type, field(payload, 'reason') || undefined);
  const customerName = customer ? `${customer.nombre} ${customer.apellido}`.trim() : field(payload, 'name');
  const locality = customer?.ciudad ?? (field(payload, 'locality') || field(payload, 'city') || null);
  const searchText = searchable(
    [
      request.number,
      customer?.cliente ?? field(payload, 'client_id'),
      customerName,
      customer?.dni ?? field(payload, 'dni'),
      request.email ?? '',
      customer?.emailppl ?? '',
      locality ?? '',
      request.summary,
    ].join(' '),
  );
  return {
    queue,
    requestClass,
    dueDate: dueDateFor(request.createdAt, requestClass),
    customerName,
    locality,
    searchText,
  };
}
