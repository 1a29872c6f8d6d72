// The catalogue under /api/admin/catalogo/ (issue #31 §1): any member reads it, admins change it. Every change
// is audited with before and after and purges the public rates, so the next page load shows it.
import {
  catalogueSchema,
  planCreateSchema,
  planParamsSchema,
  planSavedSchema,
  planUpdateSchema,
} from '../../schemas/staff/catalogue.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../headers.js';
import { staffHeaders } from './staff-headers.js';

const forbidden = errorEnvelopeSchema.describe('FORBIDDEN: solo un admin cambia el catálogo');

export const getCatalogue = defineContract({
  operationId: 'staffGetCatalogue',
  method: 'GET',
  path: '/api/admin/catalogo/',
  tag: 'staff',
  summary:
    'Servicios con sus planes, adicionales y paquetes, activos o no, con cuántos clientes tiene cada plan',
  description: 'Cualquier miembro del staff.',
  headers: staffHeaders,
  responses: { 200: catalogueSchema, ...validationErrorResponses },
});

export const createPlan = defineContract({
  operationId: 'staffCreatePlan',
  method: 'POST',
  path: '/api/admin/catalogo/planes/',
  tag: 'staff',
  summary: 'Crea un plan, o un adicional o paquete de otro plan (solo admin)',
  description: 'Precios en centavos enteros. Acepta Idempotency-Key. Queda en la auditoría.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  body: planCreateSchema,
  responses: {
    201: planSavedSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const updatePlan = defineContract({
  operationId: 'staffUpdatePlan',
  method: 'PATCH',
  path: '/api/admin/catalogo/planes/:planId/',
  tag: 'staff',
  summary: 'Cambia un plan (solo admin, con su versión)',
  description:
    'Un precio nuevo para un plan con clientes pide effectiveDate (desde cuándo rige) y les manda el aviso ' +
    'por email una sola vez. Queda en la auditoría con el antes y el después. 409 CONFLICT con una versión vieja.',
  headers: staffHeaders,
  params: planParamsSchema,
  body: planUpdateSchema,
  responses: {
    200: planSavedSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema.describe("CONFLICT 'Otra persona cambió este plan': no se cambió nada"),
    ...validationErrorResponses,
  },
});
