// Incidents under /api/admin/incidentes/ (issue #31 §5): any member reads them; supervisors and admins create,
// edit (with the version read) and close them. Every change is audited with its before and after.
import { z } from 'zod';
import {
  incidentCloseSchema,
  incidentInputSchema,
  incidentListSchema,
  incidentParamsSchema,
  incidentSchema,
  incidentUpdateSchema,
} from '../../schemas/staff/incidents.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../headers.js';

const staffHeaders = z
  .object({ authorization: z.string().optional().describe('Bearer <token> de staff (con segundo factor)') })
  .loose();
const forbidden = errorEnvelopeSchema.describe('FORBIDDEN: hace falta rol supervisor o admin');
const conflict = errorEnvelopeSchema.describe(
  "CONFLICT 'Otra persona cambió …' o 'ya está cerrado': la versión enviada no es la actual; no se cambió nada",
);

export const listIncidents = defineContract({
  operationId: 'staffListIncidents',
  method: 'GET',
  path: '/api/admin/incidentes/',
  tag: 'staff',
  summary: 'Incidentes, los más recientes primero (los últimos 200)',
  description: 'Cualquier miembro del staff.',
  headers: staffHeaders,
  responses: { 200: incidentListSchema, ...validationErrorResponses },
});

export const createIncident = defineContract({
  operationId: 'staffCreateIncident',
  method: 'POST',
  path: '/api/admin/incidentes/',
  tag: 'staff',
  summary: 'Carga un incidente (supervisor o admin)',
  description:
    'Las localidades son las de cobertura de la empresa. Horas como las da un campo datetime-local (hora de ' +
    'Ushuaia) o ISO 8601 con zona. Avisa por mail, una vez, a quienes lo pidieron en las localidades ' +
    'afectadas. Acepta Idempotency-Key. Queda en la auditoría.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  body: incidentInputSchema,
  responses: {
    201: incidentSchema,
    403: forbidden,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const updateIncident = defineContract({
  operationId: 'staffUpdateIncident',
  method: 'PUT',
  path: '/api/admin/incidentes/:incidentId/',
  tag: 'staff',
  summary: 'Cambia un incidente abierto (supervisor o admin, con su versión)',
  description:
    'Queda en la auditoría con el antes y el después. 409 CONFLICT con una versión vieja o si ya se cerró.',
  headers: staffHeaders,
  params: incidentParamsSchema,
  body: incidentUpdateSchema,
  responses: {
    200: incidentSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});

export const closeIncident = defineContract({
  operationId: 'staffCloseIncident',
  method: 'POST',
  path: '/api/admin/incidentes/:incidentId/cierre/',
  tag: 'staff',
  summary: 'Cierra un incidente (supervisor o admin, con su versión)',
  description:
    'Sale del sitio y avisa por mail, una vez, a los clientes con reclamos de falla vinculados. Dos cierres a ' +
    'la vez: uno cierra, el otro recibe 409 CONFLICT. Queda en la auditoría.',
  headers: staffHeaders,
  params: incidentParamsSchema,
  body: incidentCloseSchema,
  responses: {
    200: incidentSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});
