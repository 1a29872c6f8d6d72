// Automatic debit (issue #14, spec §3, §4, §7): the wizard's reference lists, the BIN check and the register /
// cancel actions of account modal 4. The registration in force is read with accountApi.getCustomerServices.
import { z } from 'zod';
import {
  automaticDebitSchema,
  binCheckRequestSchema,
  binCheckResponseSchema,
  debitReferenceListsSchema,
} from '../../schemas/billing/debit.js';
import { debitStatusSchema } from '../../schemas/account/account-services.js';
import {
  commonErrorResponses,
  defineContract,
  errorEnvelopeSchema,
  validationErrorResponses,
} from '../define-contract.js';
import { bearerHeaders, idempotencyErrorResponses, idempotencyKeyHeader } from '../headers.js';

const sessionRules =
  '401 SESSION_EXPIRED sin token válido; 403 FIRST_ENTRY_PENDING mientras la verificación de primer ingreso ' +
  'esté pendiente; 429 RATE_LIMITED si se supera el límite de intentos (no se pueden probar tarjetas).';

export const getReferenceLists = defineContract({
  operationId: 'getDebitReferenceLists',
  method: 'GET',
  path: '/api/debito-automatico/listas/',
  tag: 'debito-automatico',
  summary: 'Bancos y medios de cobro del asistente de débito automático',
  description: 'Sólo los activos. Medios de tarjeta 13, 12, 27, 33, 35 y 32, y 45 (CBU). Se puede cachear.',
  responses: { 200: debitReferenceListsSchema, ...commonErrorResponses },
});

export const checkBin = defineContract({
  operationId: 'checkCardBin',
  method: 'POST',
  path: '/api/customer/bin/checker/',
  tag: 'debito-automatico',
  summary: 'Si la tarjeta es prepaga y en qué moneda opera, según su BIN',
  description:
    'Busca el prefijo más largo (6 a 8 números) en la tabla de BIN. Un BIN desconocido se acepta como ARS no ' +
    'prepaga o se rechaza con 422 CARD_NOT_PROCESSED según DEBIT_UNKNOWN_BIN; nunca en silencio (queda en el ' +
    `log y en la adhesión). El número no se guarda ni se registra. ${sessionRules}`,
  headers: bearerHeaders,
  body: binCheckRequestSchema,
  responses: {
    200: binCheckResponseSchema,
    403: errorEnvelopeSchema,
    422: errorEnvelopeSchema.describe('CARD_NOT_PROCESSED: BIN desconocido con DEBIT_UNKNOWN_BIN=refuse'),
    ...validationErrorResponses,
  },
});

export const debitAction = defineContract({
  operationId: 'automaticDebitAction',
  method: 'POST',
  path: '/api/customer/debito-automatico/acciones/',
  tag: 'debito-automatico',
  summary: 'Adhiere (actionsDebit 0, tarjeta o CBU) o da de baja (actionsDebit 1) el débito automático',
  description:
    'El servidor vuelve a validar cada regla del paso 1 o 2 (Luhn, vencimiento, BIN no prepago y en ARS; CBU ' +
    'con sus dígitos verificadores, sin CVU ni 453) y guarda el consentimiento (texto, hora, IP). Una ' +
    'adhesión reemplaza a la vigente. La tarjeta y el CBU se guardan cifrados; la respuesta trae sólo los ' +
    'últimos cuatro números. Cada cambio se confirma por mail. 403 FORBIDDEN si clienteNro no es de la ' +
    'sesión; 404 NOT_FOUND si se pide la baja sin débito vigente. Con Idempotency-Key, un reintento devuelve ' +
    `la misma respuesta. ${sessionRules}`,
  headers: bearerHeaders.extend(idempotencyKeyHeader),
  body: automaticDebitSchema,
  responses: {
    200: z.object({ debito: debitStatusSchema }),
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema.describe('NOT_FOUND: no hay débito vigente para dar de baja'),
    ...idempotencyErrorResponses,
    409: errorEnvelopeSchema.describe(
      'IDEMPOTENCY_IN_PROGRESS (ver Retry-After), o CONFLICT: otra adhesión simultánea cambió el débito vigente',
    ),
    422: errorEnvelopeSchema.describe(
      'CARD_PREPAID, CARD_NOT_ARGENTINE o CARD_NOT_PROCESSED según el BIN (con `fields.clienteDebNro`), o ' +
        'IDEMPOTENCY_KEY_REUSED: la clave ya se usó con otro cuerpo',
    ),
    ...validationErrorResponses,
  },
});
