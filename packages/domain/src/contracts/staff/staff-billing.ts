// Billing in the back office under /api/admin/ (issue #31 §4): the billing import from the screen (a dry run
// stores the upload, applying takes its id and runs once), the history of imports, the payments export, and the
// payments that need a person. Any member reads; supervisors and admins act. Every action is audited.
import { z } from 'zod';
import { billingExportQuerySchema } from '../../schemas/billing/billing.js';
import {
  billingImportListSchema,
  billingImportParamsSchema,
  billingImportSchema,
  billingUploadSchema,
  paymentReviewListQuerySchema,
  paymentReviewListSchema,
  paymentReviewParamsSchema,
  paymentReviewResolveSchema,
  paymentReviewSchema,
} from '../../schemas/staff/billing-desk.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../headers.js';
import { staffHeaders } from './staff-headers.js';

const forbidden = errorEnvelopeSchema.describe('FORBIDDEN: solo supervisores y admins');

export const checkBillingImport = defineContract({
  operationId: 'staffCheckBillingImport',
  method: 'POST',
  path: '/api/admin/facturacion/importaciones/',
  tag: 'staff',
  summary: 'Sube un CSV del sistema de facturación y lo prueba sin cambiar nada (supervisor)',
  description:
    'Guarda el archivo con su hash y devuelve, fila por fila, qué facturas crearía o actualizaría y qué filas ' +
    'tienen errores y por qué. No toca las facturas. 400 BILLING_CSV_INVALID si no es un CSV con el ' +
    'encabezado esperado. Acepta Idempotency-Key. Queda en la auditoría.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  body: billingUploadSchema,
  responses: {
    201: billingImportSchema,
    403: forbidden,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const applyBillingImport = defineContract({
  operationId: 'staffApplyBillingImport',
  method: 'POST',
  path: '/api/admin/facturacion/importaciones/:importId/aplicar/',
  tag: 'staff',
  summary: 'Aplica una importación ya probada, una sola vez (supervisor)',
  description:
    'Aplica el mismo archivo que se probó. Dos pedidos a la vez: uno la aplica y el otro recibe 409 CONFLICT. ' +
    'Acepta Idempotency-Key. Queda en la auditoría con el resultado.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  params: billingImportParamsSchema,
  responses: {
    200: billingImportSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const listBillingImports = defineContract({
  operationId: 'staffListBillingImports',
  method: 'GET',
  path: '/api/admin/facturacion/importaciones/',
  tag: 'staff',
  summary: 'Historial de importaciones: quién, cuándo, archivo, filas y resultado (las 100 más nuevas)',
  headers: staffHeaders,
  responses: { 200: billingImportListSchema },
});

export const getBillingImport = defineContract({
  operationId: 'staffGetBillingImport',
  method: 'GET',
  path: '/api/admin/facturacion/importaciones/:importId/',
  tag: 'staff',
  summary: 'Una importación con su informe fila por fila',
  headers: staffHeaders,
  params: billingImportParamsSchema,
  responses: { 200: billingImportSchema, 404: errorEnvelopeSchema, ...validationErrorResponses },
});

export const exportPayments = defineContract({
  operationId: 'staffExportPayments',
  method: 'GET',
  path: '/api/admin/facturacion/pagos/exportacion/',
  tag: 'staff',
  summary: 'Pagos aprobados entre dos días, en el CSV del sistema de facturación (supervisor)',
  description: 'Las mismas columnas que GET /api/billing/payments/export/?format=csv. Queda en la auditoría.',
  headers: staffHeaders,
  query: billingExportQuerySchema,
  produces: ['text/csv'],
  responses: {
    200: z.string().describe('text/csv: una línea por pago y factura (docs/billing.md)'),
    403: forbidden,
    ...validationErrorResponses,
  },
});

export const listPaymentReviews = defineContract({
  operationId: 'staffListPaymentReviews',
  method: 'GET',
  path: '/api/admin/pagos/revision/',
  tag: 'staff',
  summary: 'Pagos que necesitan una persona: contracargos, devoluciones, importes distintos, links cerrados',
  description: 'Los abiertos, el más viejo primero (?status=resolved: los resueltos, el más nuevo primero).',
  headers: staffHeaders,
  query: paymentReviewListQuerySchema,
  responses: { 200: paymentReviewListSchema, ...validationErrorResponses },
});

export const resolvePaymentReview = defineContract({
  operationId: 'staffResolvePaymentReview',
  method: 'PATCH',
  path: '/api/admin/pagos/revision/:reviewId/',
  tag: 'staff',
  summary: 'Marca un pago como resuelto, con una nota (supervisor, con su versión)',
  description: '409 CONFLICT si otra persona lo resolvió o cambió antes. Queda en la auditoría.',
  headers: staffHeaders,
  params: paymentReviewParamsSchema,
  body: paymentReviewResolveSchema,
  responses: {
    200: paymentReviewSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema.describe('CONFLICT: otra persona lo resolvió o cambió'),
    ...validationErrorResponses,
  },
});
