// The public claim tracker (issue #32 §3): anyone with a request's number and the DNI or CUIT it was filed with.
import { claimTrackerAnswerSchema, claimTrackerQuerySchema } from '../schemas/requests/claim-tracker.js';
import { defineContract, validationErrorResponses } from './define-contract.js';

export const trackRequest = defineContract({
  operationId: 'trackRequest',
  method: 'POST',
  path: '/api/gestiones/seguimiento/',
  tag: 'gestiones',
  summary: 'Estado de una gestión por su número y el DNI o CUIT con que se registró',
  description:
    'Devuelve solo estado, clase y fechas. `request` es null tanto si el número no existe como si el DNI no es ' +
    'el de la gestión (la misma forma de respuesta). 429 RATE_LIMITED tras 10 consultas en 15 minutos desde una ' +
    'dirección, o 20 por hora sobre un mismo número.',
  body: claimTrackerQuerySchema,
  responses: { 200: claimTrackerAnswerSchema, ...validationErrorResponses },
});
