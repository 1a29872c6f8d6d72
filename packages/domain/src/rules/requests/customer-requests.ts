// How "Mis gestiones" names what is stored in the requests table: the type and status labels a customer reads.
import { MESSAGE_TYPE_LABELS, isMessageType } from '../../message-types.js';
import { ACCOUNT_REQUEST_TYPE_LABELS, type AccountRequestType } from '../../request-types.js';

/** Stored statuses; the back office moves a request along them. */
export const REQUEST_STATUSES = ['received', 'in_progress', 'resolved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  received: 'Recibido',
  in_progress: 'En curso',
  resolved: 'Resuelto',
  rejected: 'Rechazado',
};

/** Newest requests "Mis gestiones" shows; older ones stay with staff. */
export const CUSTOMER_REQUESTS_LIMIT = 50;

export function requestTypeLabel(type: number): string {
  if (isMessageType(type)) return MESSAGE_TYPE_LABELS[type];
  return ACCOUNT_REQUEST_TYPE_LABELS[type as AccountRequestType] ?? 'Gestión';
}

/** An unknown stored status (a later back office's) reads as received rather than breaking the list. */
export function requestStatusOf(stored: string): RequestStatus {
  return (REQUEST_STATUSES as readonly string[]).includes(stored) ? (stored as RequestStatus) : 'received';
}

/** Reasons of the claim ('Solicitar asistencia', spec §2 Trámites section 1), shown and stored as written. */
export const CLAIM_REASONS = [
  'Sin servicio de Internet',
  'Internet lento o con cortes',
  'Sin señal de TV o de Click TV',
  'Problemas con la telefonía',
  'Problemas con el equipo (módem o decodificador)',
  'Consulta sobre mi factura',
  'Otro motivo',
] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** The reason that needs the details to say what happens. */
export const OTHER_CLAIM_REASON: ClaimReason = 'Otro motivo';
