// OpenAPI text of the Idempotency-Key header, shared by the routes that opt in with `config: { idempotency }`
// (docs/decisions/0016-idempotency-keys.md). The header itself is checked by plugins/idempotency.ts.
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@portal/domain';
import { z } from 'zod';
import { errorEnvelopeSchema } from './envelope.js';

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

export const idempotencyErrorResponses = {
  409: errorEnvelopeSchema.describe(
    'IDEMPOTENCY_IN_PROGRESS: el primer intento con esta clave sigue en curso (ver Retry-After)',
  ),
  422: errorEnvelopeSchema.describe('IDEMPOTENCY_KEY_REUSED: la clave ya se usó con otro cuerpo'),
};
