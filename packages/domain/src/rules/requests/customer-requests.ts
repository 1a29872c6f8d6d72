// How "Mis gestiones" names what is stored in the requests table: the type and status labels a customer reads.
import { MESSAGE_TYPE_LABELS, isMessageType } from '../../message-types.js';
import { ACCOUNT_REQUEST_TYPE_LABELS, type AccountRequestType } from '../../request-types.js';
import { DESK_STATUSES, type DeskStatus } from './request-lifecycle.js';

/** Stored statuses; the back office's desk moves a request along them (desk-workflow.ts). */
export const REQUEST_STATUSES = DESK_STATUSES;
export type RequestStatus = DeskStatus;

/** What the customer reads for each stored status (staff read DESK_STATUS_LABELS). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  received: 'Recibido',
  in_progress: 'En curso',
  waiting_customer: 'Esperando tu respuesta',
  resolved: 'Resuelto',
  rejected: 'Rechazado',
  // A request closed as spam is simply closed for whoever sent it.
  spam: 'Cerrado',
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
