// Mi cuenta: the customer's requests ("Mis gestiones") and the claim filed from there.
import { claimSchema, customerRequestsSchema } from '../../schemas/requests/customer-requests.js';
import { createdRequestSchema } from '../../schemas/requests/created-request.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import {
  bearerHeaders,
  customerOwnerErrors as ownerErrors,
  customerPathParams as customerParams,
  idempotencyErrorResponses,
  idempotencyKeyHeader,
} from '../headers.js';

const creatingHeaders = bearerHeaders.extend(idempotencyKeyHeader);

export const listRequests = defineContract({
  operationId: 'listCustomerRequests',
  method: 'GET',
  path: '/api/customer/:clientenro/gestiones/',
  tag: 'cuenta',
  summary: 'Mis gestiones: las 50 gestiones más recientes del cliente, la más nueva primero',
  description: `Solo las gestiones guardadas con ese cliente (no las de visitantes con el mismo email). ${ownerErrors}`,
  headers: bearerHeaders,
  params: customerParams,
  responses: { 200: customerRequestsSchema, 403: errorEnvelopeSchema, ...validationErrorResponses },
});

export const fileClaim = defineContract({
  operationId: 'fileCustomerClaim',
  method: 'POST',
  path: '/api/customer/:clientenro/gestiones/',
  tag: 'cuenta',
  summary: 'Solicitar asistencia: registra un reclamo del cliente y devuelve su número de gestión',
  description: `429 RATE_LIMITED tras 5 reclamos por hora del mismo cliente. ${ownerErrors}`,
  headers: creatingHeaders,
  params: customerParams,
  body: claimSchema,
  responses: {
    201: createdRequestSchema,
    403: errorEnvelopeSchema,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});
