// Recover user (the masked email of a customer's login) and the assistance request the view offers when the
// person cannot reach that mailbox (spec §2 Login modal, §7).
import {
  crmRequestSchema,
  recoverUserResponseSchema,
  recoverUserSchema,
  requestNumberResponseSchema,
} from '../schemas/account/auth.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from './define-contract.js';
import { captchaHeaders, idempotencyErrorResponses, idempotencyKeyHeader } from './headers.js';

export const recoverUser = defineContract({
  operationId: 'recoverUser',
  method: 'POST',
  path: '/api/customer/recuperar/usuario/',
  tag: 'cuenta',
  summary: 'Email (enmascarado) del usuario de un cliente, por número de cliente, DNI y nombre',
  description:
    'Requiere X-Captcha-Pass (acción recover-user). 404 USER_NOT_FOUND ("Usuario no encontrado.") si algo no coincide.',
  headers: captchaHeaders,
  body: recoverUserSchema,
  responses: { 200: recoverUserResponseSchema, 404: errorEnvelopeSchema, ...validationErrorResponses },
});

export const requestAssistance = defineContract({
  operationId: 'requestAssistance',
  method: 'POST',
  path: '/api/service/create/crm/',
  tag: 'gestiones',
  summary: 'Solicitud de asistencia: queda registrada para el personal y se envía por email',
  description:
    'Requiere X-Captcha-Pass (acción assistance). Con Idempotency-Key, un reintento recibe la primera ' +
    'respuesta sin gastar otro captcha.',
  headers: captchaHeaders.extend(idempotencyKeyHeader),
  body: crmRequestSchema,
  responses: { 200: requestNumberResponseSchema, ...idempotencyErrorResponses, ...validationErrorResponses },
});
