// Invoices and online payment (issue #13): the invoice list of Mi cuenta and the payment link of account modal
// 5 (spec §4, §7). The gateway's webhook and the sandbox checkout are server-to-server and live with the API.
import { z } from 'zod';
import { COMPANY_TAG } from '../../constants.js';
import { messages } from '../../messages.js';
import { checkPaymentUrlSchema, paymentRequestSchema } from '../../schemas/account/customer.js';
import {
  accountInvoicesSchema,
  paymentLinkResponseSchema,
  paymentVerificationSchema,
} from '../../schemas/billing/payments.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import {
  bearerHeaders,
  customerPathParams as customerParams,
  idempotencyErrorResponses,
  idempotencyKeyHeader,
} from '../headers.js';

const linkParams = z.object({ id: z.string().uuid({ error: messages.invalidValue }) });
const companyQuery = z.object({
  empresa: z.literal(COMPANY_TAG, { error: messages.invalidValue }).describe("Etiqueta de empresa, 'uv'"),
});

const ownerRules =
  '401 SESSION_EXPIRED sin token válido; 403 FORBIDDEN si el cliente o el link no es de la sesión; 403 ' +
  'FIRST_ENTRY_PENDING mientras la verificación de primer ingreso esté pendiente.';

export const listInvoices = defineContract({
  operationId: 'listInvoices',
  method: 'GET',
  path: '/api/customer/:clientenro/facturas/',
  tag: 'pagos',
  summary: 'Facturas del cliente, de la más nueva a la más vieja, con lo adeudado y la condición de pago',
  description: `Importes en pesos y en centavos (ADR 0011). ${ownerRules}`,
  headers: bearerHeaders,
  params: customerParams,
  responses: {
    200: accountInvoicesSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const checkPaymentUrl = defineContract({
  operationId: 'checkPaymentUrl',
  method: 'POST',
  path: '/api/payments/check-url/',
  tag: 'pagos',
  summary: 'El link de pago abierto del cliente, si tiene uno (204 si no)',
  description: ownerRules,
  headers: bearerHeaders,
  query: companyQuery,
  body: checkPaymentUrlSchema,
  responses: {
    200: paymentLinkResponseSchema,
    204: z.null(),
    403: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const createPaymentRequest = defineContract({
  operationId: 'createPaymentRequest',
  method: 'POST',
  path: '/api/payments/payment-request/',
  tag: 'pagos',
  summary: 'Crea el link de pago de las facturas elegidas en la pasarela',
  description:
    'El servidor recalcula el importe con los saldos que tiene: 422 PAYMENT_AMOUNT_MISMATCH si no coincide, 422 ' +
    'INVOICES_NOT_PAYABLE si alguna factura no es del cliente, no está IMPAGA o PARCIAL o no se eligió en orden ' +
    '(la más vieja primero), 409 PAYMENT_LINK_EXISTS si ya hay un link abierto, 409 PAYMENT_IN_PROCESS si ' +
    'alguna factura tiene un pago en proceso en la pasarela. Con Idempotency-Key, un ' +
    `reintento devuelve el mismo link. ${ownerRules}`,
  headers: bearerHeaders.extend(idempotencyKeyHeader),
  query: companyQuery,
  body: paymentRequestSchema,
  responses: {
    201: paymentLinkResponseSchema,
    403: errorEnvelopeSchema,
    502: errorEnvelopeSchema,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const deletePaymentLink = defineContract({
  operationId: 'deletePaymentLink',
  method: 'DELETE',
  path: '/api/payments/:id/',
  tag: 'pagos',
  summary: 'Elimina un link de pago pendiente (204), después de preguntar a la pasarela por sus pagos',
  description:
    'Antes de eliminarlo vence el checkout en la pasarela y aplica un pago aprobado: 409 PAYMENT_LINK_PAID si ' +
    `resultó pagado; 409 PAYMENT_LINK_CLOSED si ya se pagó o venció; 404 si no existe. ${ownerRules}`,
  headers: bearerHeaders,
  params: linkParams,
  responses: {
    204: z.null(),
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const verifyPayment = defineContract({
  operationId: 'verifyPayment',
  method: 'POST',
  path: '/api/payments/:id/verificar/',
  tag: 'pagos',
  summary:
    'Pregunta a la pasarela por el pago del link y lo aplica si está aprobado (página de regreso y "Verificar pago")',
  description: `Aplicar es idempotente: verificar dos veces no paga dos veces. ${ownerRules}`,
  headers: bearerHeaders,
  params: linkParams,
  responses: {
    200: paymentVerificationSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    502: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});
