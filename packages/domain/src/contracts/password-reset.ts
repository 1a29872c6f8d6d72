// Password recovery by emailed code (spec §4): request the code, validate it, set the new password.
import { z } from 'zod';
import {
  recoverPasswordSchema,
  resetPasswordSchema,
  validateCodeResponseSchema,
  validateCodeSchema,
} from '../schemas/account/auth.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from './define-contract.js';
import { captchaHeaders } from './headers.js';

const empty = z.object({}).describe('Vacío');

export const requestResetCode = defineContract({
  operationId: 'requestPasswordResetCode',
  method: 'POST',
  path: '/api/customer/recuperar/password/',
  tag: 'cuenta',
  summary: 'Envía por email un código de 6 dígitos para restablecer la contraseña',
  description:
    'Requiere X-Captcha-Pass (acción password-reset). 404 EMAIL_NOT_FOUND ("El mail ingresado no existe", también en ' +
    'fields.email). Cada pedido anula los códigos anteriores de ese email.',
  headers: captchaHeaders,
  body: recoverPasswordSchema,
  responses: { 200: empty, 404: errorEnvelopeSchema, ...validationErrorResponses },
});

export const validateResetCode = defineContract({
  operationId: 'validatePasswordResetCode',
  method: 'POST',
  path: '/api/customer/validar/codigo/',
  tag: 'cuenta',
  summary: 'Valida el código recibido y entrega un reset_token (10 minutos, de un solo uso)',
  description:
    '400 CODE_INVALID si el código no coincide; 400 CODE_EXPIRED si venció, ya se usó, se pidió ' +
    'otro o hubo 5 intentos fallidos.',
  body: validateCodeSchema,
  responses: { 200: validateCodeResponseSchema, ...validationErrorResponses },
});

export const resetPassword = defineContract({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/customer/resetear/password/',
  tag: 'cuenta',
  summary: 'Guarda la nueva contraseña con el reset_token de la validación del código',
  description:
    '400 VALIDATION_ERROR si la contraseña no cumple las reglas; 400 CODE_EXPIRED si el token no sirve.',
  body: resetPasswordSchema,
  responses: { 200: empty, ...validationErrorResponses },
});
