// Sign-in, sign-out and the customer's own data.
import { z } from 'zod';
import { loginCredentialsSchema, loginResponseSchema } from '../schemas/account/auth.js';
import { dataClientSchema } from '../schemas/account/customer.js';
import {
  commonErrorResponses,
  defineContract,
  errorEnvelopeSchema,
  validationErrorResponses,
} from './define-contract.js';
import { bearerHeaders, customerPathParams } from './headers.js';

export const login = defineContract({
  operationId: 'login',
  method: 'POST',
  path: '/api/customer/login/',
  tag: 'cuenta',
  summary: 'Inicio de sesión: registros de cliente, token (Bearer) y estado de primer ingreso',
  description:
    '401 INVALID_CREDENTIALS con datos incorrectos; 429 ACCOUNT_LOCKED (Retry-After) tras 5 ' +
    'intentos durante 1 minuto; 429 RATE_LIMITED por IP (100 en 15 minutos) o por IP y cuenta (10 en ' +
    '15 minutos); 503 SERVER_BUSY (Retry-After) si hay demasiadas verificaciones de contraseña en curso.',
  body: loginCredentialsSchema,
  responses: { 200: loginResponseSchema, ...validationErrorResponses },
});

export const logout = defineContract({
  operationId: 'logout',
  method: 'POST',
  path: '/api/customer/logout/',
  tag: 'cuenta',
  summary: 'Cierre de sesión: el token deja de servir en el servidor (solo este dispositivo)',
  description:
    'Sin cuerpo; responde 204. Después, el mismo token recibe 401 SESSION_EXPIRED en toda llamada; ' +
    'las sesiones de otros dispositivos siguen abiertas. 401 SESSION_EXPIRED si el token ya no sirve.',
  headers: bearerHeaders,
  responses: { 204: z.null().describe('Sesión cerrada'), ...commonErrorResponses },
});

export const getDataClient = defineContract({
  operationId: 'getDataClient',
  method: 'GET',
  path: '/api/customer/:clientenro/',
  tag: 'cuenta',
  summary: 'Datos del cliente (dataClient); solo para una sesión dueña de ese número',
  description:
    '401 SESSION_EXPIRED sin token válido (vencido, anterior a un cambio de contraseña o cerrado); 403 ' +
    'FORBIDDEN si el número no es de la sesión; 403 FIRST_ENTRY_PENDING mientras la verificación de ' +
    'primer ingreso esté pendiente.',
  headers: bearerHeaders,
  params: customerPathParams,
  responses: {
    200: dataClientSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});
