// The requests desk's vocabulary (issue #30 §2): statuses and the moves between them, queues, and the legal class
// of each request with its deadline in business days (Res. 733/2017 as amended by Res. 363/2018).
import { MESSAGE_TYPES } from '../../message-types.js';
import { ACCOUNT_REQUEST_TYPES } from '../../request-types.js';
import { DESK_STATUSES, type DeskStatus, type RequestClass } from '../requests/request-lifecycle.js';

/** What staff read. */
export const DESK_STATUS_LABELS: Record<DeskStatus, string> = {
  received: 'Nuevo',
  in_progress: 'En curso',
  waiting_customer: 'Esperando al cliente',
  resolved: 'Resuelto',
  rejected: 'Rechazado',
  spam: 'Spam',
};

/** Statuses that end the legal clock: a request in one of them is no longer pending. */
export const CLOSED_DESK_STATUSES = ['resolved', 'rejected', 'spam'] as const satisfies readonly DeskStatus[];

const MOVES: Record<DeskStatus, readonly DeskStatus[]> = {
  received: ['in_progress', 'waiting_customer', 'resolved', 'rejected', 'spam'],
  in_progress: ['waiting_customer', 'resolved', 'rejected', 'spam'],
  waiting_customer: ['in_progress', 'resolved', 'rejected'],
  // A closed request can be reopened when the customer or a member finds it was closed too soon.
  resolved: ['in_progress'],
  rejected: ['in_progress'],
  spam: ['received'],
};

export function isDeskStatus(value: string): value is DeskStatus {
  return (DESK_STATUSES as readonly string[]).includes(value);
}

export function canMoveDeskStatus(from: DeskStatus, to: DeskStatus): boolean {
  return MOVES[from].includes(to);
}

export function nextDeskStatuses(from: DeskStatus): readonly DeskStatus[] {
  return MOVES[from];
}

export function isClosedDeskStatus(status: DeskStatus): boolean {
  return (CLOSED_DESK_STATUSES as readonly DeskStatus[]).includes(status);
}

export const DESK_QUEUES = ['administracion', 'tecnica', 'comercial'] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];

export const DESK_QUEUE_LABELS: Record<DeskQueue, string> = {
  administracion: 'Administración',
  tecnica: 'Técnica',
  comercial: 'Comercial',
};

/** The business days each legal class has to be resolved. */
export const REQUEST_CLASS_LABELS: Record<RequestClass, string> = {
  falla: 'Falla',
  facturacion: 'Facturación',
  datos: 'Datos personales',
  otros: 'Otros',
};

export const REQUEST_CLASS_BUSINESS_DAYS: Record<RequestClass, number> = {
  falla: 3,
  facturacion: 5,
  datos: 5,
  otros: 10,
};

interface DeskDefaults {
  queue: DeskQueue;
  requestClass: RequestClass;
}

const { assistance, registration, claim, wifiChange, dataSuppression } = ACCOUNT_REQUEST_TYPES;
const DEFAULTS_BY_TYPE: Record<number, DeskDefaults> = {
  [MESSAGE_TYPES.contact]: { queue: 'comercial', requestClass: 'otros' },
  [MESSAGE_TYPES.cancellation]: { queue: 'administracion', requestClass: 'otros' },
  [MESSAGE_TYPES.illegalConnection]: { queue: 'tecnica', requestClass: 'otros' },
  [MESSAGE_TYPES.regret]: { queue: 'administracion', requestClass: 'otros' },
  [MESSAGE_TYPES.cart]: { queue: 'comercial', requestClass: 'otros' },
  [MESSAGE_TYPES.corporateInternet]: { queue: 'comercial', requestClass: 'otros' },
  [MESSAGE_TYPES.acquireService]: { queue: 'comercial', requestClass: 'otros' },
  [MESSAGE_TYPES.planChange]: { queue: 'comercial', requestClass: 'otros' },
  [MESSAGE_TYPES.holderChange]: { queue: 'administracion', requestClass: 'otros' },
  [MESSAGE_TYPES.move]: { queue: 'tecnica', requestClass: 'otros' },
  [MESSAGE_TYPES.authorisation]: { queue: 'administracion', requestClass: 'otros' },
  [MESSAGE_TYPES.jobApplication]: { queue: 'administracion', requestClass: 'otros' },
  [assistance]: { queue: 'tecnica', requestClass: 'falla' },
  [registration]: { queue: 'administracion', requestClass: 'otros' },
  [claim]: { queue: 'tecnica', requestClass: 'falla' },
  [wifiChange]: { queue: 'tecnica', requestClass: 'otros' },
  [dataSuppression]: { queue: 'administracion', requestClass: 'datos' },
};

/** Claim reasons about money rather than a fault (CLAIM_REASONS in rules/requests/customer-requests.ts). */
const BILLING_CLAIM_REASONS: readonly string[] = ['Consulta sobre mi factura'];

/**
 * The queue and legal class a new request starts with; staff may change both. A claim about an invoice is a
 * billing claim for Administración; every other claim is a fault for Técnica.
 */
export function deskDefaultsFor(type: number, claimReason?: string): DeskDefaults {
  if (type === claim && claimReason && BILLING_CLAIM_REASONS.includes(claimReason)) {
    return { queue: 'administracion', requestClass: 'facturacion' };
  }
  return DEFAULTS_BY_TYPE[type] ?? { queue: 'administracion', requestClass: 'otros' };
}
