// Staff endpoints under /api/admin/ (design §5). The back office comes later; for now staff sign in, take the
// automatic-debit export, the one place where card numbers and CBUs are decrypted (issue #14 §3), and look up a
// request to download its documents (issue #15 §3).
import { z } from 'zod';
import { pdfFileSchema } from '../../schemas/billing/invoices.js';
import {
  debitExportQuerySchema,
  staffAttachmentParamsSchema,
  staffRequestParamsSchema,
  staffRequestSchema,
} from '../../schemas/account/staff.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { staffHeaders } from './staff-headers.js';

/** Sign-in, the session and the members admin (issue #30 §1). */
export * from './staff-access.js';
export * from './staff-members.js';

export const exportDebits = defineContract({
  operationId: 'exportAutomaticDebits',
  method: 'GET',
  path: '/api/admin/debitos-automaticos/exportacion/',
  tag: 'staff',
  summary: 'Adhesiones vigentes al débito automático, en CSV, para el procesador de tarjetas o el banco',
  description:
    'Único lugar donde se descifran tarjetas y CBU. Cada exportación queda en el registro de auditoría (quién, ' +
    'cuándo, desde qué IP, destino y cantidad de filas) antes de enviarse. 401 SESSION_EXPIRED sin token de ' +
    'staff válido; 500 DEBIT_EXPORT_FAILED si alguna adhesión no se puede descifrar con las claves configuradas ' +
    '(no se envía un archivo parcial).',
  headers: staffHeaders,
  query: debitExportQuerySchema,
  produces: ['text/csv'],
  responses: {
    200: z
      .string()
      .describe('text/csv: encabezado y una línea por adhesión vigente (docs/automatic-debit.md)'),
    ...validationErrorResponses,
  },
});

export const getRequest = defineContract({
  operationId: 'staffGetRequest',
  method: 'GET',
  path: '/api/admin/gestiones/:requestNumber/',
  tag: 'staff',
  summary: 'Una gestión por su número: tipo, estado, resumen, cliente y sus documentos adjuntos',
  description:
    'Los adjuntos traen su id para GET .../adjuntos/:attachmentId/; nunca dónde están guardados. 401 ' +
    'SESSION_EXPIRED sin token de staff válido; 404 NOT_FOUND si no hay gestión con ese número.',
  headers: staffHeaders,
  params: staffRequestParamsSchema,
  responses: { 200: staffRequestSchema, 404: errorEnvelopeSchema, ...validationErrorResponses },
});

export const downloadAttachment = defineContract({
  operationId: 'staffDownloadAttachment',
  method: 'GET',
  path: '/api/admin/gestiones/:requestNumber/adjuntos/:attachmentId/',
  tag: 'staff',
  summary: 'Descarga un documento adjunto de la gestión (siempre como descarga, nunca para mostrar)',
  description:
    'Se envía desde el almacenamiento (disco o S3) con Content-Disposition: attachment, nosniff y una ' +
    'política CSP sandbox, y cada descarga queda en el registro de auditoría (quién, cuándo, desde qué IP, ' +
    'qué documento). 401 SESSION_EXPIRED sin token de staff válido; 404 NOT_FOUND si la gestión no existe o ' +
    'el adjunto no es de esa gestión.',
  headers: staffHeaders,
  params: staffAttachmentParamsSchema,
  produces: ['application/pdf'],
  responses: { 200: pdfFileSchema, 404: errorEnvelopeSchema, ...validationErrorResponses },
});
