// Staff access endpoints (issue #30 §1, ADR 0092): sign-in with password then a second factor, the session of
// the signed-in member, sign-out and the member's password change.
import { z } from 'zod';
import { staffLoginSchema } from '../../schemas/account/staff.js';
import {
  staffEnrolledSessionSchema,
  staffEnrolSchema,
  staffLoginChallengeSchema,
  staffMemberSchema,
  staffPasswordChangeSchema,
  staffSecondFactorSchema,
  staffSessionSchema,
} from '../../schemas/staff/staff-access.js';
import { defineContract, validationErrorResponses } from '../define-contract.js';
import { staffHeaders } from './staff-headers.js';

export const staffLogin = defineContract({
  operationId: 'staffLogin',
  method: 'POST',
  path: '/api/admin/login/',
  tag: 'staff',
  summary: 'Ingreso del personal, paso 1: email y contraseña; devuelve un desafío para el segundo factor',
  description:
    'El desafío dura 5 minutos y solo sirve en POST /api/admin/login/segundo-factor/ o /api/admin/login/alta/; ' +
    'en cualquier otra ruta de staff es 401. stage "alta" trae además la clave TOTP (URI otpauth, QR en SVG y ' +
    'clave manual) para un miembro sin segundo factor. 401 INVALID_CREDENTIALS si el email o la contraseña no ' +
    'son correctos o el usuario está inactivo (sin decir cuál); 429 ACCOUNT_LOCKED (Retry-After) tras 5 intentos ' +
    'durante 1 minuto; 429 RATE_LIMITED por IP (30 en 15 minutos) o por IP y cuenta (10 en 15 minutos).',
  body: staffLoginSchema,
  responses: { 200: staffLoginChallengeSchema, ...validationErrorResponses },
});

export const staffSecondFactor = defineContract({
  operationId: 'staffSecondFactor',
  method: 'POST',
  path: '/api/admin/login/segundo-factor/',
  tag: 'staff',
  summary: 'Ingreso del personal, paso 2: código TOTP de 6 números o un código de recuperación',
  description:
    'Acepta el código del paso actual o del anterior o siguiente (30 s cada uno), y cada paso sirve una sola ' +
    'vez; un código de recuperación sirve una sola vez. Devuelve el token de staff: 30 minutos sin uso, cada ' +
    'llamada lo extiende. 400 CODE_INVALID si el código no es correcto o ya se usó; 401 SESSION_EXPIRED si el ' +
    'desafío venció o no es válido; 429 ACCOUNT_LOCKED tras 5 códigos incorrectos durante 1 minuto.',
  body: staffSecondFactorSchema,
  responses: { 200: staffSessionSchema, ...validationErrorResponses },
});

export const staffEnrol = defineContract({
  operationId: 'staffEnrolSecondFactor',
  method: 'POST',
  path: '/api/admin/login/alta/',
  tag: 'staff',
  summary: 'Alta del segundo factor: confirma la app con un primer código y devuelve la sesión',
  description:
    'Guarda la clave TOTP (cifrada) y devuelve la sesión y 10 códigos de recuperación de un solo uso, que se ' +
    'muestran solo esta vez (se guardan hasheados). 400 CODE_INVALID si el código no es correcto; 401 ' +
    'SESSION_EXPIRED si el desafío venció o no es de alta; 429 ACCOUNT_LOCKED tras 5 códigos incorrectos.',
  body: staffEnrolSchema,
  responses: { 200: staffEnrolledSessionSchema, ...validationErrorResponses },
});

export const staffCurrentSession = defineContract({
  operationId: 'staffCurrentSession',
  method: 'GET',
  path: '/api/admin/sesion/',
  tag: 'staff',
  summary: 'Quién tiene la sesión de staff abierta: id, email, nombre, rol y colas',
  description: '401 SESSION_EXPIRED sin token de staff válido (vencido, cerrado o de un desafío).',
  headers: staffHeaders,
  responses: { 200: staffMemberSchema, ...validationErrorResponses },
});

export const staffLogout = defineContract({
  operationId: 'staffLogout',
  method: 'POST',
  path: '/api/admin/logout/',
  tag: 'staff',
  summary: 'Cierra la sesión de staff de este token',
  description: '204 también si la sesión ya había terminado; 401 SESSION_EXPIRED sin token de staff válido.',
  headers: staffHeaders,
  responses: { 204: z.null(), ...validationErrorResponses },
});

export const staffChangePassword = defineContract({
  operationId: 'staffChangePassword',
  method: 'POST',
  path: '/api/admin/contrasena/',
  tag: 'staff',
  summary: 'Cambio de contraseña del miembro: cierra sus otras sesiones',
  description:
    'La nueva contraseña sigue las reglas del portal. 400 VALIDATION_ERROR con fields.current si la actual no ' +
    'es correcta; 429 ACCOUNT_LOCKED tras 5 intentos fallidos durante 1 minuto.',
  headers: staffHeaders,
  body: staffPasswordChangeSchema,
  responses: { 204: z.null(), ...validationErrorResponses },
});
