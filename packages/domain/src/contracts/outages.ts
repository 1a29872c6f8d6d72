// Outage notices on the public site and in Mis servicios (issue #31 §5): the incidents in force (a public,
// micro-cached read the site layout renders as a banner) and a customer's own notices and mail subscription.
import { z } from 'zod';
import {
  activeIncidentsSchema,
  customerOutagesSchema,
  outageSubscriptionUpdateSchema,
} from '../schemas/content/outages.js';
import {
  commonErrorResponses,
  defineContract,
  errorEnvelopeSchema,
  validationErrorResponses,
} from './define-contract.js';
import { bearerHeaders } from './headers.js';

const customerParams = z.object({ clientenro: z.coerce.number().int().positive() });

const ownerRules =
  '401 SESSION_EXPIRED sin token válido; 403 FORBIDDEN si el número no es de la sesión; 403 ' +
  'FIRST_ENTRY_PENDING mientras la verificación de primer ingreso esté pendiente.';

export const listActiveIncidents = defineContract({
  operationId: 'listActiveIncidents',
  method: 'GET',
  path: '/api/incidentes/',
  tag: 'contenido',
  summary: 'Cortes de servicio vigentes: ya empezaron, no se cerraron y no pasó su fin estimado',
  responses: { 200: activeIncidentsSchema, ...commonErrorResponses },
});

export const getCustomerOutages = defineContract({
  operationId: 'getCustomerOutages',
  method: 'GET',
  path: '/api/customer/:clientenro/cortes/',
  tag: 'cuenta',
  summary: 'Cortes vigentes en la localidad del domicilio del cliente y su aviso por mail',
  description: ownerRules,
  headers: bearerHeaders,
  params: customerParams,
  responses: {
    200: customerOutagesSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const updateOutageSubscription = defineContract({
  operationId: 'updateOutageSubscription',
  method: 'PUT',
  path: '/api/customer/:clientenro/cortes/',
  tag: 'cuenta',
  summary: 'Pide (o deja de pedir) un mail cuando se cargue un corte en la localidad del cliente',
  description:
    'Idempotente. 400 VALIDATION_ERROR (campo subscribed) si el cliente no tiene email o su domicilio no ' +
    `tiene localidad. ${ownerRules}`,
  headers: bearerHeaders,
  params: customerParams,
  body: outageSubscriptionUpdateSchema,
  responses: {
    200: customerOutagesSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});
