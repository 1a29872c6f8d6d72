// Mi cuenta: one request of "Mis gestiones" opened, and the customer's answer to it (issue #30 §3). Apart from
// the list's contracts so the pages that only file or list requests do not load the detail's schemas.
import {
  customerRequestDetailSchema,
  customerRequestParamsSchema,
} from '../../schemas/requests/customer-request-detail.js';
import { errorEnvelopeSchema, defineContract, validationErrorResponses } from '../define-contract.js';
import {
  bearerHeaders,
  customerOwnerErrors as ownerErrors,
  idempotencyErrorResponses,
  idempotencyKeyHeader,
} from '../headers.js';

const creatingHeaders = bearerHeaders.extend(idempotencyKeyHeader);

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
