// Request headers and error answers that several contracts share, documented once.
import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../rules/common/idempotency-key.js';
import { errorEnvelopeSchema } from './define-contract.js';

export const captchaHeaders = z
  .object({
    'x-captcha-pass': z
      .string()
      .optional()
      .describe(
        'Pase de un solo uso de POST /api/isHuman/recaptcha_request/ para esta acción (no hace falta con ' +
          'CAPTCHA_PROVIDER=off)',
      ),
  })
  .loose();

export const bearerHeaders = z
  .object({
    authorization: z.string().optional().describe('Bearer <token> de POST /api/customer/login/'),
  })
  .loose();

export const idempotencyKeyHeader = {
  'idempotency-key': z
    .string()
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .optional()
    .describe(
      'Clave única por envío (p. ej. un UUID), repetida en sus reintentos: durante 24 h, la misma clave con ' +
        'el mismo cuerpo devuelve la primera respuesta (con `Idempotent-Replayed: true`) sin registrar nada ' +
        'nuevo. 1 a 255 caracteres ASCII imprimibles (400 IDEMPOTENCY_KEY_INVALID si no).',
    ),
};

/** Answers of the routes that opt in with `config: { idempotency }` (ADR 0016). */
export const idempotencyErrorResponses = {
  409: errorEnvelopeSchema.describe(
    'IDEMPOTENCY_IN_PROGRESS: el primer intento con esta clave sigue en curso (ver Retry-After)',
  ),
  422: errorEnvelopeSchema.describe('IDEMPOTENCY_KEY_REUSED: la clave ya se usó con otro cuerpo'),
};

/** What a customer route answers when the session may not act for the customer in its path. */
export const customerOwnerErrors =
  '401 SESSION_EXPIRED sin token válido; 403 FORBIDDEN si el número de cliente no es de la sesión; 403 ' +
  'FIRST_ENTRY_PENDING mientras la verificación de primer ingreso esté pendiente.';

/** The path parameter of every customer route: the customer number the session acts for. */
export const customerPathParams = z.object({ clientenro: z.coerce.number().int().positive() });
