// The desk's tools under /api/admin/ (issue #30 §2): canned replies (kept by admins), bulk actions, the CSV
// export, merging two requests, the monthly report (supervisors and admins) and presence (any member).
// Every change is audited in the same transaction.
import { z } from 'zod';
import { staffRequestParamsSchema } from '../../schemas/account/staff.js';
import { inboxFilterSchema, staffRequestDetailSchema } from '../../schemas/staff/desk.js';
import {
  bulkActionSchema,
  bulkResultSchema,
  cannedReplyDeleteQuerySchema,
  cannedReplyForRequestParamsSchema,
  cannedReplyInputSchema,
  cannedReplyListQuerySchema,
  cannedReplyListSchema,
  cannedReplyParamsSchema,
  cannedReplyPatchSchema,
  cannedReplySchema,
  deskReportSchema,
  mergeRequestSchema,
  presenceSchema,
  renderedCannedReplySchema,
  reportQuerySchema,
} from '../../schemas/staff/desk-tools.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../headers.js';

const staffHeaders = z
  .object({ authorization: z.string().optional().describe('Bearer <token> de staff (con segundo factor)') })
  .loose();
const forbidden = errorEnvelopeSchema.describe('FORBIDDEN: el rol del miembro no alcanza');
const conflict = errorEnvelopeSchema.describe(
  "CONFLICT 'Otra persona cambió …': la versión enviada no es la actual; no se cambió nada",
);
const csv = (what: string) => z.string().describe(`text/csv UTF-8 con BOM (para Excel): ${what}`);

// ——— Canned replies ———

export const listCannedReplies = defineContract({
  operationId: 'staffListCannedReplies',
  method: 'GET',
  path: '/api/admin/respuestas-guardadas/',
  tag: 'staff',
  summary: 'Respuestas guardadas, por título (solo las activas salvo ?all=true)',
  description:
    'Cualquier miembro del staff. Variables: {nombre}, {nro_gestion}, {link_pago}, {fecha_limite}, {agente}.',
  headers: staffHeaders,
  query: cannedReplyListQuerySchema,
  responses: { 200: cannedReplyListSchema, ...validationErrorResponses },
});

export const createCannedReply = defineContract({
  operationId: 'staffCreateCannedReply',
  method: 'POST',
  path: '/api/admin/respuestas-guardadas/',
  tag: 'staff',
  summary: 'Crea una respuesta guardada (solo admin)',
  description:
    'Una variable desconocida se rechaza nombrándola (400, campo body). Acepta Idempotency-Key. Queda en la ' +
    'auditoría.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  body: cannedReplyInputSchema,
  responses: {
    201: cannedReplySchema,
    403: forbidden,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const updateCannedReply = defineContract({
  operationId: 'staffUpdateCannedReply',
  method: 'PATCH',
  path: '/api/admin/respuestas-guardadas/:cannedReplyId/',
  tag: 'staff',
  summary: 'Cambia una respuesta guardada (solo admin, con su versión)',
  description: 'Queda en la auditoría con el antes y el después. 409 CONFLICT con una versión vieja.',
  headers: staffHeaders,
  params: cannedReplyParamsSchema,
  body: cannedReplyPatchSchema,
  responses: {
    200: cannedReplySchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});

export const deleteCannedReply = defineContract({
  operationId: 'staffDeleteCannedReply',
  method: 'DELETE',
  path: '/api/admin/respuestas-guardadas/:cannedReplyId/',
  tag: 'staff',
  summary: 'Borra una respuesta guardada (solo admin, con su versión en ?version=)',
  description:
    'Lo ya enviado con ella queda en los hilos. Queda en la auditoría. 409 CONFLICT con una versión vieja.',
  headers: staffHeaders,
  params: cannedReplyParamsSchema,
  query: cannedReplyDeleteQuerySchema,
  responses: {
    204: z.null(),
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});

export const renderCannedReplyForRequest = defineContract({
  operationId: 'staffRenderCannedReply',
  method: 'GET',
  path: '/api/admin/gestiones/:requestNumber/respuestas-guardadas/:cannedReplyId/',
  tag: 'staff',
  summary: 'Una respuesta guardada completada para esta gestión, para revisarla antes de enviarla',
  description:
    '400 CANNED_REPLY_UNUSABLE si la gestión no tiene valor para alguna variable (p. ej. {link_pago} sin ' +
    'cliente o sin deuda), con el mensaje para mostrar. 404 NOT_FOUND si no existe la gestión o la respuesta.',
  headers: staffHeaders,
  params: cannedReplyForRequestParamsSchema,
  responses: { 200: renderedCannedReplySchema, 404: errorEnvelopeSchema, ...validationErrorResponses },
});

// ——— Bulk actions and export ———

export const bulkAction = defineContract({
  operationId: 'staffBulkAction',
  method: 'POST',
  path: '/api/admin/gestiones/acciones/',
  tag: 'staff',
  summary: 'Asigna, cambia el estado o responde con una respuesta guardada a varias gestiones (supervisor)',
  description:
    'Sobre `numbers` (hasta 500) o sobre todo `filter` (hasta 5000 gestiones; más es 400). Cada gestión cambia ' +
    'como un cambio suelto (historia, auditoría, un email) en su propia transacción, de a tandas; las que no ' +
    'pueden cambiar vuelven en `skipped` con el motivo. Acepta Idempotency-Key: un reintento devuelve el mismo ' +
    'resultado sin cambiar nada de nuevo. 403 FORBIDDEN para un agente.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  body: bulkActionSchema,
  responses: {
    200: bulkResultSchema,
    403: forbidden,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const exportRequests = defineContract({
  operationId: 'staffExportRequests',
  method: 'GET',
  path: '/api/admin/gestiones/exportacion/',
  tag: 'staff',
  summary: 'Las gestiones del filtro de la bandeja en CSV (supervisor)',
  description:
    'Mismos filtros que la bandeja, hasta 20.000 gestiones (más es 400: acotá el filtro). Celdas que empiezan ' +
    'con =, +, -, @ se escapan (no se ejecutan en Excel). Queda en la auditoría. 403 FORBIDDEN para un agente.',
  headers: staffHeaders,
  query: inboxFilterSchema,
  produces: ['text/csv'],
  responses: {
    200: csv('una línea por gestión, la más urgente primero'),
    403: forbidden,
    ...validationErrorResponses,
  },
});

// ——— Merge ———

export const mergeRequests = defineContract({
  operationId: 'staffMergeRequests',
  method: 'POST',
  path: '/api/admin/gestiones/:requestNumber/fusion/',
  tag: 'staff',
  summary: 'Fusiona otra gestión del mismo cliente en esta (supervisor)',
  description:
    'La otra se cierra como fusionada; su hilo y sus adjuntos pasan a esta (los dos hilos se ven) y ambas ' +
    'reciben una entrada de fusión. 400 MERGE_NOT_ALLOWED si no son del mismo cliente, es la misma o la otra ' +
    'ya está fusionada; 409 CONFLICT con una versión vieja. Queda en la auditoría.',
  headers: staffHeaders,
  params: staffRequestParamsSchema,
  body: mergeRequestSchema,
  responses: {
    200: staffRequestDetailSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});

// ——— Report ———

export const getReport = defineContract({
  operationId: 'staffGetDeskReport',
  method: 'GET',
  path: '/api/admin/informes/gestiones/',
  tag: 'staff',
  summary: 'Informe del mes por cola y por miembro: por clase, a tiempo, medianas de respuesta y resolución',
  description:
    'Las gestiones recibidas en el mes (hora de Ushuaia). A tiempo: cerradas el día límite o antes, sobre las ' +
    'cerradas más las abiertas ya vencidas. Medianas en horas corridas. 403 FORBIDDEN para un agente.',
  headers: staffHeaders,
  query: reportQuerySchema,
  responses: { 200: deskReportSchema, 403: forbidden, ...validationErrorResponses },
});

export const exportReport = defineContract({
  operationId: 'staffExportDeskReport',
  method: 'GET',
  path: '/api/admin/informes/gestiones/exportacion/',
  tag: 'staff',
  summary: 'El informe del mes en CSV (supervisor)',
  headers: staffHeaders,
  query: reportQuerySchema,
  produces: ['text/csv'],
  responses: {
    200: csv('total, una línea por cola y una por miembro'),
    403: forbidden,
    ...validationErrorResponses,
  },
});

// ——— Presence ———

export const heartbeatPresence = defineContract({
  operationId: 'staffPresenceHeartbeat',
  method: 'POST',
  path: '/api/admin/gestiones/:requestNumber/presencia/',
  tag: 'staff',
  summary: 'Estoy viendo esta gestión (cada 20 s); devuelve quién más la tiene abierta',
  description:
    'Una presencia dura 45 s sin latido. Cualquier miembro. 404 NOT_FOUND si no existe la gestión.',
  headers: staffHeaders,
  params: staffRequestParamsSchema,
  responses: { 200: presenceSchema, 404: errorEnvelopeSchema, ...validationErrorResponses },
});

export const leavePresence = defineContract({
  operationId: 'staffPresenceLeave',
  method: 'DELETE',
  path: '/api/admin/gestiones/:requestNumber/presencia/',
  tag: 'staff',
  summary: 'Dejé de ver esta gestión',
  headers: staffHeaders,
  params: staffRequestParamsSchema,
  responses: { 204: z.null(), ...validationErrorResponses },
});
