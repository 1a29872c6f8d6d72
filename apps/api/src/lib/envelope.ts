// The zod shape of the error envelope, for route response schemas so the OpenAPI documents it.
import { z } from 'zod';

export const errorEnvelopeSchema = z
  .object({
    message: z.string().describe('Texto en español para la persona'),
    code: z.string().describe('Código de máquina, p. ej. VALIDATION_ERROR'),
    fields: z.record(z.string(), z.string()).optional().describe('Mensaje por campo (solo validación)'),
  })
  .describe('Error');

/** Error responses every /api route may give, merged into each route's `response` schema. */
export const commonErrorResponses = {
  401: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;
