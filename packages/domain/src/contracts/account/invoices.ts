// Documents of Mi cuenta (issue #13 §1): the fiscal PDF of an invoice with its ARCA QR, the receipt of a payment
// and the account statement. The invoice list itself is paymentsApi.listInvoices.
import { z } from 'zod';
import { accountStatementSchema, pdfFileSchema } from '../../schemas/billing/invoices.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { bearerHeaders } from '../headers.js';

const customerParams = z.object({ clientenro: z.coerce.number().int().positive() });
const ownerRules =
  '401 SESSION_EXPIRED sin token válido; 403 FORBIDDEN si el cliente no es de la sesión; 403 ' +
  'FIRST_ENTRY_PENDING mientras la verificación de primer ingreso esté pendiente.';
const PDF = ['application/pdf'] as const;
const documentLimit = '429 RATE_LIMITED pasados 30 documentos por minuto desde una IP.';

export const downloadInvoicePdf = defineContract({
  operationId: 'downloadInvoicePdf',
  method: 'GET',
  path: '/api/customer/:clientenro/facturas/:facturaid/pdf/',
  tag: 'facturas',
  summary: 'La factura en PDF: emisor, comprobante, cliente, ítems, CAE y el QR de ARCA',
  description:
    '404 NOT_FOUND si la factura no es del cliente; 409 INVOICE_PDF_UNAVAILABLE si la factura todavía no ' +
    `tiene los datos fiscales (CAE). ${documentLimit} ${ownerRules}`,
  headers: bearerHeaders,
  params: customerParams.extend({ facturaid: z.coerce.number().int().positive() }),
  produces: PDF,
  responses: {
    200: pdfFileSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const downloadPaymentReceipt = defineContract({
  operationId: 'downloadPaymentReceipt',
  method: 'GET',
  path: '/api/customer/:clientenro/pagos/:paymentId/comprobante/',
  tag: 'facturas',
  summary: 'El recibo en PDF de un pago aplicado: importe, medio, fecha y las facturas que canceló',
  description: `404 NOT_FOUND si el pago no es del cliente. ${documentLimit} ${ownerRules}`,
  headers: bearerHeaders,
  params: customerParams.extend({ paymentId: z.coerce.number().int().positive() }),
  produces: PDF,
  responses: {
    200: pdfFileSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const getAccountStatement = defineContract({
  operationId: 'getAccountStatement',
  method: 'GET',
  path: '/api/customer/:clientenro/estado-de-cuenta/',
  tag: 'facturas',
  summary: 'Estado de cuenta: facturas y pagos por fecha con el saldo acumulado, en centavos',
  description: `Las facturas anuladas no suman. ${ownerRules}`,
  headers: bearerHeaders,
  params: customerParams,
  responses: {
    200: accountStatementSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const downloadAccountStatementPdf = defineContract({
  operationId: 'downloadAccountStatementPdf',
  method: 'GET',
  path: '/api/customer/:clientenro/estado-de-cuenta/pdf/',
  tag: 'facturas',
  summary: 'El estado de cuenta en PDF',
  description: `${documentLimit} ${ownerRules}`,
  headers: bearerHeaders,
  params: customerParams,
  produces: PDF,
  responses: {
    200: pdfFileSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});
