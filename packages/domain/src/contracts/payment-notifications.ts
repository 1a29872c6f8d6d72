// The payment gateway's webhook (issue #13 §4): server to server, so no X-Api-Key (a gateway cannot send it)
// and no session. It trusts nothing in the notification but the signature; the payment itself is fetched from
// the gateway before anything is applied.
import { z } from 'zod';
import { defineContract, errorEnvelopeSchema } from './define-contract.js';

const notificationQuery = z
  .object({
    'data.id': z.string().optional().describe('Id del pago en la pasarela'),
    type: z.string().optional().describe("Tema de la notificación, 'payment'"),
    source_news: z.string().optional(),
  })
  .loose();

const notificationHeaders = z
  .object({
    'x-signature': z.string().optional().describe('ts=<ms>,v1=<HMAC-SHA256 hex> (esquema de Mercado Pago)'),
    'x-request-id': z.string().optional(),
  })
  .loose();

const notificationBody = z
  .object({
    action: z.string().optional(),
    type: z.string().optional(),
    data: z
      .object({ id: z.union([z.string(), z.number()]).optional() })
      .loose()
      .optional(),
  })
  .loose();

export const receivePaymentNotification = defineContract({
  operationId: 'receivePaymentNotification',
  method: 'POST',
  path: '/api/payments/webhook/',
  tag: 'pagos',
  summary: 'Notificación de la pasarela de pago (webhook, sin X-Api-Key)',
  description:
    'Se guarda tal como llegó antes de procesarla. Firma HMAC-SHA256 verificada en tiempo constante (401 ' +
    'WEBHOOK_SIGNATURE_INVALID si no coincide); luego se consulta el pago a la pasarela y se compara referencia, ' +
    'importe, moneda y estado antes de aplicarlo. Responde 200 enseguida y procesa aparte, con reintentos.',
  public: true,
  headers: notificationHeaders,
  query: notificationQuery,
  body: notificationBody,
  responses: {
    200: z.object({ received: z.literal(true) }),
    401: errorEnvelopeSchema,
    413: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
    500: errorEnvelopeSchema,
  },
});
