// The first-entry verification (spec §4, account modal 6): the wizard's own calls. A login whose verification
// is pending holds a first-entry token that reaches only these routes, the contact-data update of step 2, the
// password change of step 3 and sign-out (ADR 0036); each call moves `entry` forward one step, atomically.
import { z } from 'zod';
import { codeField } from '../../schemas/account/auth.js';
import { firstEntryStateSchema } from '../../schemas/account/first-entry.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { bearerHeaders, customerPathParams as clientParams } from '../headers.js';

const wizardErrors = {
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  ...validationErrorResponses,
};

export const getFirstEntry = defineContract({
  operationId: 'getFirstEntry',
  method: 'GET',
  path: '/api/customer/:clientenro/primer-ingreso/',
  tag: 'cuenta',
  summary: 'Estado de la verificación de primer ingreso y los datos que pide el asistente',
  description:
    'Acepta el token de primer ingreso. 403 FORBIDDEN si el número no es de la sesión. entry 0 significa que la ' +
    'verificación ya terminó.',
  headers: bearerHeaders,
  params: clientParams,
  responses: { 200: firstEntryStateSchema, ...wizardErrors },
});

export const sendFirstEntryCode = defineContract({
  operationId: 'sendFirstEntryCode',
  method: 'POST',
  path: '/api/customer/:clientenro/primer-ingreso/codigo/',
  tag: 'cuenta',
  summary: 'Paso 1: envía un código de 6 dígitos al email de la cuenta',
  description:
    'Cada pedido anula el código anterior. 409 CONFLICT si la cuenta ya pasó este paso; 429 RATE_LIMITED tras 5 ' +
    'pedidos en 15 minutos.',
  headers: bearerHeaders,
  params: clientParams,
  responses: { 200: firstEntryStateSchema, ...wizardErrors },
});

export const validateFirstEntryCode = defineContract({
  operationId: 'validateFirstEntryCode',
  method: 'POST',
  path: '/api/customer/:clientenro/primer-ingreso/codigo/validar/',
  tag: 'cuenta',
  summary: 'Paso 1: valida el código recibido y pasa al paso 2 (teléfonos y fecha de nacimiento)',
  description:
    '400 CODE_INVALID si no coincide; 400 CODE_EXPIRED si venció, se usó, se pidió otro o hubo 5 intentos ' +
    'fallidos; 409 CONFLICT si la cuenta no está en el paso 1.',
  headers: bearerHeaders,
  params: clientParams,
  body: z.object({ code: codeField() }),
  responses: { 200: firstEntryStateSchema, ...wizardErrors },
});

export const confirmFirstEntryData = defineContract({
  operationId: 'confirmFirstEntryData',
  method: 'POST',
  path: '/api/customer/:clientenro/primer-ingreso/datos/',
  tag: 'cuenta',
  summary: 'Paso 2: confirma teléfonos y fecha de nacimiento y pasa al paso 3 (nueva contraseña)',
  description:
    'Los datos se guardan antes con PUT /api/customer/actualizar/{customer}/. 422 VALIDATION_ERROR si falta un ' +
    'teléfono o la fecha de nacimiento; 409 CONFLICT si la cuenta no está en el paso 2.',
  headers: bearerHeaders,
  params: clientParams,
  responses: { 200: firstEntryStateSchema, 422: errorEnvelopeSchema, ...wizardErrors },
});
