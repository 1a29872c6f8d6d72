// The billing system's endpoints (issue #13 §5): it imports customers' invoices with their CAE data and reads
// back the payments the portal applied, to reconcile. Server to server, with its own key (ADR 0069).
import { z } from 'zod';
import { billingMessages } from '../billing-messages.js';
import {
  billingExportQuerySchema,
  billingImportBodySchema,
  billingImportTooLarge,
  billingImportReportSchema,
  billingPaymentsExportSchema,
} from '../schemas/billing/billing.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from './define-contract.js';

const billingHeaders = z
  .object({
    'x-billing-key': z
      .string()
      .optional()
      .describe(
        'Clave del sistema de facturación (BILLING_API_KEY); 401 BILLING_KEY_INVALID si falta o no es válida',
      ),
  })
  .loose();

const keyRules =
  'Además de X-Api-Key, pide x-billing-key: 401 BILLING_KEY_INVALID si falta o no coincide; 503 ' +
  'BILLING_NOT_CONFIGURED si el servidor no tiene BILLING_API_KEY.';

export const importInvoices = defineContract({
  operationId: 'importBillingInvoices',
  method: 'POST',
  path: '/api/billing/invoices/import/',
  tag: 'facturacion',
  summary: 'Importa facturas del sistema de facturación (JSON o CSV) y devuelve el informe por fila',
  description:
    'Alta o actualización por facturaid, cada fila en su propia transacción: reimportar el mismo archivo no ' +
    'cambia nada, una fila distinta actualiza la factura y reemplaza sus ítems. Las filas con errores vuelven ' +
    'en `rejected` con un mensaje por campo y no frenan a las demás. Si el portal ya cobró parte de una ' +
    'factura en línea, un saldo mayor que el que quedó no lo pisa (`kept_saldo`); uno menor, sí. Cuerpo JSON ' +
    '(arreglo de filas) o text/csv con las columnas de docs/billing.md. ' +
    keyRules,
  headers: billingHeaders,
  consumes: ['application/json', 'text/csv'],
  // The union would hide the row cap's message behind a generic one.
  body: z.union([billingImportBodySchema, z.string().describe('Archivo CSV (Content-Type: text/csv)')], {
    error: (issue) => (billingImportTooLarge(issue.input) ? billingMessages.billingTooManyRows : undefined),
  }),
  responses: {
    200: billingImportReportSchema,
    413: errorEnvelopeSchema,
    415: errorEnvelopeSchema,
    503: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const exportPayments = defineContract({
  operationId: 'exportBillingPayments',
  method: 'GET',
  path: '/api/billing/payments/export/',
  tag: 'facturacion',
  summary: 'Pagos aplicados entre dos fechas, una línea por pago y factura (JSON o CSV)',
  description:
    'Para conciliar: pasarela, id de pago en la pasarela, clientenro, facturaid, importe aplicado a esa ' +
    'factura, fecha de aprobación y estado (approved, refunded, charged_back). Fechas de aprobación en hora ' +
    'de Ushuaia, ambas inclusive. CSV con `Accept: text/csv` o `?format=csv`. ' +
    keyRules,
  headers: billingHeaders,
  query: billingExportQuerySchema,
  responses: {
    200: z.union([
      billingPaymentsExportSchema,
      z.string().describe('text/csv: encabezado y una línea por pago y factura (docs/billing.md)'),
    ]),
    503: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});
