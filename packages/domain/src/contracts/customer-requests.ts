// Mi cuenta: the customer's requests ("Mis gestiones"), the claim filed from there and the WiFi network change.
import { z } from 'zod';
import {
  claimSchema,
  createdRequestSchema,
  customerRequestsSchema,
  wifiChangeSchema,
  wifiServicesSchema,
} from '../schemas/requests/customer-requests.js';
import {
  customerRequestDetailSchema,
  customerRequestParamsSchema,
} from '../schemas/requests/customer-request-detail.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from './define-contract.js';
import { bearerHeaders, idempotencyErrorResponses, idempotencyKeyHeader } from './headers.js';

const customerParams = z.object({ clientenro: z.coerce.number().int().positive() });
const creatingHeaders = bearerHeaders.extend(idempotencyKeyHeader);
const ownerErrors =
  '401 SESSION_EXPIRED sin token válido; 403 FORBIDDEN si el número de cliente no es de la sesión; 403 ' +
  'FIRST_ENTRY_PENDING mientras la verificación de primer ingreso esté pendiente.';

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

export const listWifiServices = defineContract({
  operationId: 'listWifiServices',
  method: 'GET',
  path: '/api/customer/:clientenro/servicios/wifi/',
  tag: 'cuenta',
  summary: 'Servicios de Internet del cliente cuya red WiFi puede cambiar (INTERNET y MULTIPLAY)',
  description: ownerErrors,
  headers: bearerHeaders,
  params: customerParams,
  responses: { 200: wifiServicesSchema, 403: errorEnvelopeSchema, ...validationErrorResponses },
});

export const requestWifiChange = defineContract({
  operationId: 'requestWifiChange',
  method: 'POST',
  path: '/api/customer/:clientenro/servicios/:serviceId/wifi/',
  tag: 'cuenta',
  summary: 'Cambio de nombre y contraseña de la red WiFi de un servicio, registrado como gestión',
  description:
    'La contraseña nunca se devuelve ni se muestra en Mis gestiones; se guarda cifrada para el equipo ' +
    'técnico. 404 NOT_FOUND si el servicio no es de ese cliente o no tiene WiFi; 429 RATE_LIMITED tras 5 ' +
    `cambios por hora del mismo cliente. ${ownerErrors}`,
  headers: creatingHeaders,
  params: customerParams.extend({ serviceId: z.coerce.number().int().positive() }),
  body: wifiChangeSchema,
  responses: {
    201: createdRequestSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const getRequest = defineContract({
  operationId: 'getCustomerRequest',
  method: 'GET',
  path: '/api/customer/:clientenro/gestiones/:requestNumber/',
  tag: 'cuenta',
  summary: 'Una gestión del cliente: historia de estados, respuestas públicas, clase y fecha límite',
  description: `Nunca trae las notas internas. 404 NOT_FOUND si la gestión no es de ese cliente. ${ownerErrors}`,
  headers: bearerHeaders,
  params: customerRequestParamsSchema,
  responses: {
    200: customerRequestDetailSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const answerRequest = defineContract({
  operationId: 'answerCustomerRequest',
  method: 'POST',
  path: '/api/customer/:clientenro/gestiones/:requestNumber/respuestas/',
  tag: 'cuenta',
  summary: 'El cliente responde una gestión que espera su respuesta (texto y hasta 2 PDF)',
  description:
    'multipart/form-data: `texto` y hasta 2 archivos PDF en `files`. La gestión vuelve a En curso y se avisa ' +
    'por email a quien la tiene asignada. 409 CONFLICT si la gestión no espera una respuesta del cliente; 404 ' +
    `NOT_FOUND si no es de ese cliente. ${ownerErrors}`,
  headers: creatingHeaders,
  params: customerRequestParamsSchema,
  consumes: ['multipart/form-data'],
  responses: {
    201: customerRequestDetailSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});
