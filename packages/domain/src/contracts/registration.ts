// Registration (spec §2 register flow): the four steps arrive as one draft.
import { requestNumberResponseSchema } from '../schemas/account/auth.js';
import { registerDraftSchema } from '../schemas/account/register.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from './define-contract.js';
import { captchaHeaders, idempotencyErrorResponses, idempotencyKeyHeader } from './headers.js';

export const register = defineContract({
  operationId: 'register',
  method: 'POST',
  path: '/api/customer/registro/',
  tag: 'cuenta',
  summary: 'Solicitud de registro de usuario; responde el número de gestión',
  description:
    'Requiere X-Captcha-Pass (acción registration). 409 EMAIL_ALREADY_REGISTERED si el email ya tiene ' +
    'usuario. La contraseña se guarda solo como hash argon2id. Con Idempotency-Key, un reintento recibe la ' +
    'primera respuesta sin gastar otro captcha (422 IDEMPOTENCY_KEY_REUSED con otro cuerpo).',
  headers: captchaHeaders.extend(idempotencyKeyHeader),
  body: registerDraftSchema,
  responses: {
    201: requestNumberResponseSchema,
    ...idempotencyErrorResponses,
    409: errorEnvelopeSchema.describe('EMAIL_ALREADY_REGISTERED o IDEMPOTENCY_IN_PROGRESS'),
    ...validationErrorResponses,
  },
});
