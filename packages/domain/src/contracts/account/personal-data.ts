// Mis datos (issue #32 §4, Ley 25.326): the download of everything the portal holds about the signed-in person
// (JSON and PDF) and the suppression request.
import { pdfFileSchema } from '../../schemas/billing/invoices.js';
import { dataSuppressionFiledSchema, personalDataExportSchema } from '../../schemas/account/personal-data.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import {
  bearerHeaders,
  customerOwnerErrors,
  customerPathParams,
  idempotencyErrorResponses,
  idempotencyKeyHeader,
} from '../headers.js';

const scope =
  'Abarca a la persona del usuario: su usuario y todos los clientes que ese usuario puede ver (como titular ' +
  'o autorizado), con sus gestiones y respuestas públicas (nunca notas internas), consentimientos, facturas, ' +
  'pagos y débito automático con los números enmascarados.';
const documentLimit = '429 RATE_LIMITED pasadas 10 descargas por minuto desde una IP.';

export const getPersonalData = defineContract({
  operationId: 'getPersonalData',
  method: 'GET',
  path: '/api/customer/:clientenro/mis-datos/',
  tag: 'cuenta',
  summary: 'Mis datos (Ley 25.326): todo lo que el portal guarda de la persona, como JSON para descargar',
  description: `${scope} Se entrega como adjunto y sin caché. ${documentLimit} ${customerOwnerErrors}`,
  headers: bearerHeaders,
  params: customerPathParams,
  produces: ['application/json'],
  responses: { 200: personalDataExportSchema, 403: errorEnvelopeSchema, ...validationErrorResponses },
});

export const downloadPersonalDataPdf = defineContract({
  operationId: 'downloadPersonalDataPdf',
  method: 'GET',
  path: '/api/customer/:clientenro/mis-datos/pdf/',
  tag: 'cuenta',
  summary: 'Mis datos en un PDF legible, con los mismos datos que el JSON',
  description: `${scope} ${documentLimit} ${customerOwnerErrors}`,
  headers: bearerHeaders,
  params: customerPathParams,
  produces: ['application/pdf'],
  responses: { 200: pdfFileSchema, 403: errorEnvelopeSchema, ...validationErrorResponses },
});

export const requestDataSuppression = defineContract({
  operationId: 'requestDataSuppression',
  method: 'POST',
  path: '/api/customer/:clientenro/mis-datos/supresion/',
  tag: 'cuenta',
  summary: 'Pide la supresión de los datos personales: registra una gestión con 5 días hábiles de plazo',
  description:
    'Una sola supresión abierta por cliente a la vez: mientras haya una sin resolver responde 409 CONFLICT ' +
    `con su número. ${customerOwnerErrors}`,
  headers: bearerHeaders.extend(idempotencyKeyHeader),
  params: customerPathParams,
  responses: {
    201: dataSuppressionFiledSchema,
    403: errorEnvelopeSchema,
    ...idempotencyErrorResponses,
    409: errorEnvelopeSchema.describe(
      'CONFLICT: ya hay un pedido de supresión en curso; IDEMPOTENCY_IN_PROGRESS: el primer intento con esta ' +
        'clave sigue en curso',
    ),
    ...validationErrorResponses,
  },
});
