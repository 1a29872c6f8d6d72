// Sign-in, sign-out and the customer's own data: POST /api/customer/login/, POST /api/customer/logout/ and
// GET /api/customer/{clientenro}/.
import { dataClientSchema, loginCredentialsSchema, loginResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorEnvelopeSchema } from '../lib/envelope.js';
import { FIFTEEN_MINUTES, perIp, perIpAndAccount, perIpHook } from '../lib/rate-limits.js';

export const bearerHeaders = z
  .object({
    authorization: z.string().optional().describe('Bearer <token> de POST /api/customer/login/'),
  })
  .loose();

/**
 * One address across all accounts (ADR 0034): a carrier-grade NAT puts many mobile customers behind one
 * address, and 100 sign-ins in 15 minutes from one of them is far above what real customers do there.
 */
export const LOGIN_PER_IP = perIp(100, FIFTEEN_MINUTES);

export const customerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { login, customerAccount, sessions } = app.services;

  app.post(
    '/api/customer/login/',
    {
      config: {
        personalData: true,
        rateLimit: perIpAndAccount('login', 'username', { max: 10, timeWindow: FIFTEEN_MINUTES }),
      },
      onRequest: perIpHook(app, 'login-ip', LOGIN_PER_IP),
      schema: {
        tags: ['cuenta'],
        summary: 'Inicio de sesión: registros de cliente, token (Bearer) y estado de primer ingreso',
        description:
          '401 INVALID_CREDENTIALS con datos incorrectos; 429 ACCOUNT_LOCKED (Retry-After) tras 5 ' +
          'intentos durante 1 minuto; 429 RATE_LIMITED por IP (100 en 15 minutos) o por IP y cuenta (10 en ' +
          '15 minutos); 503 SERVER_BUSY (Retry-After) si hay demasiadas verificaciones de contraseña en curso.',
        body: loginCredentialsSchema,
        response: { 200: loginResponseSchema, 400: errorEnvelopeSchema, ...commonErrorResponses },
      },
    },
    async (request) => login.login(request.body.username, request.body.password),
  );

  app.post(
    '/api/customer/logout/',
    {
      // Also for a login whose first-entry verification is pending: anyone signed in may sign out.
      preHandler: app.authenticateAnyScope,
      schema: {
        tags: ['cuenta'],
        summary: 'Cierre de sesión: el token deja de servir en el servidor (solo este dispositivo)',
        description:
          'Sin cuerpo; responde 204. Después, el mismo token recibe 401 SESSION_EXPIRED en toda llamada; ' +
          'las sesiones de otros dispositivos siguen abiertas. 401 SESSION_EXPIRED si el token ya no sirve.',
        headers: bearerHeaders,
        response: { 204: z.null().describe('Sesión cerrada'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      if (request.session) await sessions.end(request.session);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/customer/:clientenro/',
    {
      config: { personalData: true },
      preHandler: app.requireCustomerOwner,
      schema: {
        tags: ['cuenta'],
        summary: 'Datos del cliente (dataClient); solo para una sesión dueña de ese número',
        description:
          '401 SESSION_EXPIRED sin token válido (vencido, anterior a un cambio de contraseña o cerrado); 403 ' +
          'FORBIDDEN si el número no es de la sesión; 403 FIRST_ENTRY_PENDING mientras la verificación de ' +
          'primer ingreso esté pendiente.',
        headers: bearerHeaders,
        params: z.object({ clientenro: z.coerce.number().int().positive() }),
        response: {
          200: dataClientSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => customerAccount.dataClient(request.params.clientenro),
  );
};
