// Contact data, phones, login email and password of the signed-in customer (spec §3, §4, §7; issue #11).
import { z } from 'zod';
import { updatePasswordSchema } from '../../schemas/account/auth.js';
import { customerUpdateSchema } from '../../schemas/account/customer-update.js';
import { dataClientSchema } from '../../schemas/account/customer.js';
import { firstEntryContactSchema } from '../../schemas/account/first-entry.js';
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  emailRestoreResponseSchema,
  emailRestoreSchema,
  passwordChangeResponseSchema,
} from '../../schemas/account/email-change.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { bearerHeaders, customerPathParams } from '../headers.js';

const ownerErrors = { 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...validationErrorResponses };

export const updateCustomer = defineContract({
  operationId: 'updateCustomer',
  method: 'PUT',
  path: '/api/customer/actualizar/:customer/',
  tag: 'cuenta',
  summary: 'Actualiza fecha de nacimiento, teléfonos y segundo email; responde el dataClient',
  description:
    'phoneAction update: cada phone-N reemplaza a phone-N-old (vacío lo elimina, si queda otro); ' +
    'phoneAction insert: agrega phone (400 PHONE_LIMIT si ya hay dos). 409 CONFLICT si phone-N-old ya no ' +
    'está. También con una sesión de primer ingreso en el paso 2 (teléfonos y fecha de nacimiento; email2 no: 403 ' +
    'FIRST_ENTRY_PENDING; en otro paso 409 CONFLICT), que recibe solo cliente, telefono y fecha_nac. Cada ' +
    'cambio queda en el historial de contacto.',
  headers: bearerHeaders,
  params: z.object({ customer: z.coerce.number().int().positive() }),
  body: customerUpdateSchema,
  responses: {
    200: z.union([dataClientSchema, firstEntryContactSchema]),
    409: errorEnvelopeSchema,
    ...ownerErrors,
  },
});

export const updatePassword = defineContract({
  operationId: 'updatePassword',
  method: 'PUT',
  path: '/api/customer/actualizar/password/:clientenro/',
  tag: 'cuenta',
  summary: 'Cambia la contraseña; responde un token nuevo para esta sesión',
  description:
    'Pide currentPassword (400 VALIDATION_ERROR en fields.currentPassword si no coincide; 5 intentos ' +
    'fallidos bloquean un minuto: 429 ACCOUNT_LOCKED). firstEntry solo en el paso 3 de primer ingreso. ' +
    'Termina todas las demás sesiones del usuario; 503 SERVER_BUSY si hay demasiadas verificaciones.',
  headers: bearerHeaders,
  params: customerPathParams,
  body: updatePasswordSchema,
  responses: { 200: passwordChangeResponseSchema, 503: errorEnvelopeSchema, ...ownerErrors },
});

export const requestEmailChange = defineContract({
  operationId: 'requestEmailChange',
  method: 'POST',
  path: '/api/customer/:clientenro/email/codigo/',
  tag: 'cuenta',
  summary: 'Envía un código de 6 dígitos al nuevo email de acceso; pide la contraseña actual',
  description:
    '400 VALIDATION_ERROR en fields.currentPassword si falta o no coincide (5 intentos fallidos, sumados a ' +
    'los del cambio de contraseña, bloquean un minuto: 429 ACCOUNT_LOCKED). 409 EMAIL_ALREADY_REGISTERED si ' +
    'otro usuario ya lo usa. Cada pedido anula el código anterior; el email no cambia hasta confirmar el código.',
  headers: bearerHeaders,
  params: customerPathParams,
  body: emailChangeRequestSchema,
  responses: {
    200: z.object({}).describe('Código enviado'),
    409: errorEnvelopeSchema,
    ...ownerErrors,
  },
});

export const confirmEmailChange = defineContract({
  operationId: 'confirmEmailChange',
  method: 'POST',
  path: '/api/customer/:clientenro/email/confirmar/',
  tag: 'cuenta',
  summary:
    'Confirma el código y cambia el email de acceso; avisa al email anterior con un enlace "No fui yo"',
  description:
    '400 CODE_INVALID si el código no coincide; 400 CODE_EXPIRED si venció, se usó, se pidió otro o ' +
    'hubo 5 intentos; 409 EMAIL_ALREADY_REGISTERED si otro usuario lo tomó mientras tanto. El aviso al ' +
    'email anterior trae un enlace "No fui yo" (7 días, un solo uso) que lo devuelve (ADR 0084).',
  headers: bearerHeaders,
  params: customerPathParams,
  body: emailChangeConfirmSchema,
  responses: { 200: emailChangeResponseSchema, 409: errorEnvelopeSchema, ...ownerErrors },
});

export const restoreEmail = defineContract({
  operationId: 'restoreEmail',
  method: 'POST',
  path: '/api/customer/email/no-fui-yo/',
  tag: 'cuenta',
  summary: '"No fui yo": devuelve el email de acceso anterior y cierra todas las sesiones',
  description:
    'Con el token del enlace del aviso de cambio de email (7 días, un solo uso). Devuelve el email anterior, ' +
    'anula la contraseña (se elige otra con la recuperación de contraseña, que llega a ese email) y termina ' +
    'todas las sesiones; usarlo anula los enlaces de cambios posteriores. 400 LINK_EXPIRED si venció o ya se ' +
    'usó; 409 EMAIL_ALREADY_REGISTERED si otro usuario usa ahora ese email.',
  body: emailRestoreSchema,
  responses: { 200: emailRestoreResponseSchema, 409: errorEnvelopeSchema, ...validationErrorResponses },
});
