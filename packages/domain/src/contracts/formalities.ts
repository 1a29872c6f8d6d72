// Trámites (issue #15): what the acquire and plan-change forms offer the customer record. The forms themselves
// are sent through messagesApi.sendMessage (types 9 to 13; multipart with repeated `files` for 11 and 13).
import { z } from 'zod';
import { formalityOptionsSchema } from '../schemas/requests/formalities.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from './define-contract.js';
import { bearerHeaders } from './headers.js';

const customerParams = z.object({ clientenro: z.coerce.number().int().positive() });

export const getOptions = defineContract({
  operationId: 'getFormalityOptions',
  method: 'GET',
  path: '/api/customer/:clientenro/tramites/opciones/',
  tag: 'cuenta',
  summary:
    'Trámites: productos que el cliente puede sumar, sus planes actuales y si la sesión es del titular',
  description:
    '401 SESSION_EXPIRED sin token válido; 403 FORBIDDEN si el número de cliente no es de la sesión; 403 ' +
    'FIRST_ENTRY_PENDING mientras la verificación de primer ingreso esté pendiente.',
  headers: bearerHeaders,
  params: customerParams,
  responses: { 200: formalityOptionsSchema, 403: errorEnvelopeSchema, ...validationErrorResponses },
});
