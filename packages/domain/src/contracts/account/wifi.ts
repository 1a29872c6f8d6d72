// Mi cuenta: the WiFi network change of an internet service, filed as a request (issue #11 §7). Apart from the
// requests' contracts so Mis servicios does not load the schemas of Mis gestiones.
import { z } from 'zod';
import { createdRequestSchema } from '../../schemas/requests/created-request.js';
import { wifiChangeSchema, wifiServicesSchema } from '../../schemas/requests/wifi-change.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import {
  bearerHeaders,
  customerOwnerErrors as ownerErrors,
  customerPathParams as customerParams,
  idempotencyErrorResponses,
  idempotencyKeyHeader,
} from '../headers.js';

const creatingHeaders = bearerHeaders.extend(idempotencyKeyHeader);

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
