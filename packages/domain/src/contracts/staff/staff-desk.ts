// The requests desk under /api/admin/gestiones/ (issue #30 §2): the inbox, a request as staff work it, its
// changes and messages, the members it can go to and the customer beside it. Every change is audited.
import { z } from 'zod';
import {
  assignableMembersSchema,
  customerPanelParamsSchema,
  customerPanelSchema,
  inboxPageSchema,
  inboxQuerySchema,
  requestChangeSchema,
  staffMessageSchema,
  staffRequestDetailSchema,
} from '../../schemas/staff/desk.js';
import { staffRequestParamsSchema } from '../../schemas/account/staff.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../headers.js';

const staffHeaders = z
  .object({ authorization: z.string().optional().describe('Bearer <token> de staff (con segundo factor)') })
  .loose();
const staffErrors =
  '401 SESSION_EXPIRED sin sesión de staff válida (o sin segundo factor); un agente solo ve las gestiones ' +
  'de sus colas (404 NOT_FOUND para las demás).';
const conflict = errorEnvelopeSchema.describe(
  "CONFLICT 'Otra persona cambió esta gestión': la versión enviada no es la actual; no se cambió nada",
);

export const listInbox = defineContract({
  operationId: 'staffListInbox',
  method: 'GET',
  path: '/api/admin/gestiones/',
  tag: 'staff',
  summary:
    'Bandeja: todas las gestiones, las más urgentes primero (vencidas, luego la fecha límite más cercana)',
  description:
    'Filtros por tipo, estado, cola, asignación, localidad, vencidas y fechas; búsqueda por número de ' +
    `gestión, número de cliente, nombre, DNI, email y texto. Paginado en el servidor. ${staffErrors}`,
  headers: staffHeaders,
  query: inboxQuerySchema,
  responses: { 200: inboxPageSchema, ...validationErrorResponses },
});

export const getRequestDetail = defineContract({
  operationId: 'staffGetRequestDetail',
  method: 'GET',
  path: '/api/admin/gestiones/:requestNumber/detalle/',
  tag: 'staff',
  summary: 'Una gestión para trabajarla: cada campo en palabras, adjuntos, hilo, plazo legal y versión',
  description: `404 NOT_FOUND si no existe. ${staffErrors}`,
  headers: staffHeaders,
  params: staffRequestParamsSchema,
  responses: { 200: staffRequestDetailSchema, 404: errorEnvelopeSchema, ...validationErrorResponses },
});

export const changeRequest = defineContract({
  operationId: 'staffChangeRequest',
  method: 'PATCH',
  path: '/api/admin/gestiones/:requestNumber/',
  tag: 'staff',
  summary: 'Cambia estado, cola, asignación o clase de una gestión (con su versión)',
  description:
    'Cada cambio queda en la historia y en la auditoría (antes y después) en la misma transacción; un cambio ' +
    'de estado manda un email al cliente (uno solo aunque se reintente). 400 INVALID_STATUS_CHANGE si el ' +
    `estado no puede pasar al pedido; 409 CONFLICT con una versión vieja. ${staffErrors}`,
  headers: staffHeaders,
  params: staffRequestParamsSchema,
  body: requestChangeSchema,
  responses: {
    200: staffRequestDetailSchema,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});

export const postMessage = defineContract({
  operationId: 'staffPostRequestMessage',
  method: 'POST',
  path: '/api/admin/gestiones/:requestNumber/mensajes/',
  tag: 'staff',
  summary: 'Respuesta pública (se envía por email y se ve en Mis gestiones) o nota interna (nunca)',
  description:
    'Acepta Idempotency-Key: un reintento no duplica el mensaje ni el email. Con `status` también mueve la ' +
    `gestión (p. ej. responder y esperar al cliente). 409 CONFLICT con una versión vieja. ${staffErrors}`,
  headers: staffHeaders.extend(idempotencyKeyHeader),
  params: staffRequestParamsSchema,
  body: staffMessageSchema,
  responses: {
    201: staffRequestDetailSchema,
    404: errorEnvelopeSchema,
    ...idempotencyErrorResponses,
    409: errorEnvelopeSchema.describe(
      "CONFLICT 'Otra persona cambió esta gestión' (versión vieja, no se guardó nada), o " +
        'IDEMPOTENCY_IN_PROGRESS si el primer intento con la misma clave sigue en curso',
    ),
    ...validationErrorResponses,
  },
});

export const listAssignableMembers = defineContract({
  operationId: 'staffListAssignableMembers',
  method: 'GET',
  path: '/api/admin/gestiones/asignables/',
  tag: 'staff',
  summary: 'Miembros activos a quienes se puede asignar una gestión, con sus colas',
  headers: staffHeaders,
  responses: { 200: assignableMembersSchema, ...validationErrorResponses },
});

export const getCustomerPanel = defineContract({
  operationId: 'staffGetCustomerPanel',
  method: 'GET',
  path: '/api/admin/clientes/:customerNumber/resumen/',
  tag: 'staff',
  summary:
    'El cliente junto a la gestión: datos, servicios, saldo, facturas, pagos, débito, gestiones, cupones',
  description:
    'Tarjetas y CBU solo enmascarados. Cada consulta queda en la auditoría. 404 NOT_FOUND si no existe.',
  headers: staffHeaders,
  params: customerPanelParamsSchema,
  responses: { 200: customerPanelSchema, 404: errorEnvelopeSchema, ...validationErrorResponses },
});
