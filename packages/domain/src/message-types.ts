// Message types of spec §3: every request a person sends goes to one endpoint with a numeric type.
// Which types need login or travel as multipart is fixed here so the API and the web agree. The portal's own
// types start at 30, clear of the spec's (1 to 13, room to grow) and of the account request types (50+).

export const MESSAGE_TYPES = {
  contact: 1,
  cancellation: 2,
  illegalConnection: 3,
  regret: 6,
  cart: 7,
  corporateInternet: 8,
  acquireService: 9,
  planChange: 10,
  holderChange: 11,
  move: 12,
  authorisation: 13,
  /** Ours (ADR 0065): an application from /nosotros/trabaja-con-nosotros, filed apart from contact. */
  jobApplication: 30,
} as const;

export type MessageTypeName = keyof typeof MESSAGE_TYPES;
export type MessageType = (typeof MESSAGE_TYPES)[MessageTypeName];

export const MESSAGE_TYPE_IDS = Object.values(MESSAGE_TYPES) as readonly MessageType[];

/** Spanish labels for back office lists, emails and "Mis gestiones". */
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  1: 'Contacto',
  2: 'Baja de servicio',
  3: 'Denuncia de conexión clandestina',
  6: 'Botón de arrepentimiento',
  7: 'Carrito de compras',
  8: 'Internet corporativo',
  9: 'Adquirir nuevos servicios',
  10: 'Cambio de plan',
  11: 'Cambio de titularidad',
  12: 'Mudanza de servicio',
  13: 'Autorización de terceros',
  30: 'Postulación laboral',
};

/** Types sent as multipart form data with repeated `files` (documents attached). */
export const MULTIPART_MESSAGE_TYPES = [11, 13] as const satisfies readonly MessageType[];

/** Types only a logged-in customer may send (cancellation and Trámites forms). */
export const LOGIN_MESSAGE_TYPES = [2, 9, 10, 11, 12, 13] as const satisfies readonly MessageType[];

export function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'number' && (MESSAGE_TYPE_IDS as readonly number[]).includes(value);
}

export function isMultipartMessageType(type: MessageType): boolean {
  return (MULTIPART_MESSAGE_TYPES as readonly number[]).includes(type);
}

export function messageTypeNeedsLogin(type: MessageType): boolean {
  return (LOGIN_MESSAGE_TYPES as readonly number[]).includes(type);
}

/**
 * Success status of the messages endpoint: the cancellation form expects 200 with `Crmnumero`,
 * every other type 201 (spec §7).
 */
export function messageSuccessStatus(type: MessageType): 200 | 201 {
  return type === MESSAGE_TYPES.cancellation ? 200 : 201;
}
