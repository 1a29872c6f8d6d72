// Baja and arrepentimiento without an account (issue #32 §1): a code to the email on file, then the filing,
// verified by that code or unverified with a contact phone. Public, behind the site's API key.
import { z } from 'zod';
import {
  cancellationCheckAnswerSchema,
  cancellationCheckSchema,
  cancellationFilingSchema,
  filedCancellationSchema,
} from '../schemas/requests/cancellation.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from './define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from './headers.js';

export const requestCancellationCode = defineContract({
  operationId: 'requestCancellationCode',
  method: 'POST',
  path: '/api/bajas/verificacion/',
  tag: 'gestiones',
  summary: 'Pide un código al email del titular para una baja o un arrepentimiento',
  description:
    'Si DNI o CUIT y número de cliente coinciden con un registro con email, manda allí un código de 6 dígitos ' +
    '(10 minutos, 5 intentos) y devuelve el email enmascarado. Si no coinciden, o el registro no tiene email, ' +
    'la respuesta tiene la misma forma con `maskedEmail: null`. 429 RATE_LIMITED tras 5 pedidos en 15 minutos ' +
    'desde una dirección, o 5 por hora sobre un mismo número de cliente.',
  body: cancellationCheckSchema(),
  responses: { 200: cancellationCheckAnswerSchema, ...validationErrorResponses },
});

export const fileCancellation = defineContract({
  operationId: 'fileCancellation',
  method: 'POST',
  path: '/api/bajas/',
  tag: 'gestiones',
  summary: 'Registra la baja o el arrepentimiento, verificado por código o sin verificar',
  description:
    'Con `verificationId` y `code`: la registra verificada y manda el número al email del registro. Con ' +
    "`sinVerificar: true` y los datos, nombre, teléfono y email: la registra 'sin verificar' (el equipo la " +
    'confirma por teléfono) y manda el número a ese email. 400 CODE_INVALID o CODE_EXPIRED si el código no ' +
    'sirve. Acepta Idempotency-Key.',
  headers: z.object(idempotencyKeyHeader).loose(),
  body: cancellationFilingSchema,
  responses: {
    201: filedCancellationSchema,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
    400: errorEnvelopeSchema.describe('VALIDATION_ERROR, CODE_INVALID o CODE_EXPIRED'),
  },
});
