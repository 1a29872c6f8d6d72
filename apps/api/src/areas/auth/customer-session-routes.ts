// Sign-in, sign-out and the customer's own data: POST /api/customer/login/, POST /api/customer/logout/ and
// GET /api/customer/{clientenro}/.
import { sessionApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIFTEEN_MINUTES, perIp, signInLimits } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

/**
 * One address across all accounts (ADR 0034): a carrier-grade NAT puts many mobile customers behind one
 * address, and 100 sign-ins in 15 minutes from one of them is far above what real customers do there.
 */
export const LOGIN_PER_IP = perIp(100, FIFTEEN_MINUTES);

export const customerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { login, sessions } = app.services.auth;
  const { customer: customerAccount } = app.services.account;

  app.route({
    ...routeFrom(sessionApi.login),
    ...signInLimits(app, 'login', 'username', LOGIN_PER_IP),
    handler: async (request) => login.login(request.body.username, request.body.password),
  });

  app.route({
    ...routeFrom(sessionApi.logout),
    // Also for a login whose first-entry verification is pending: anyone signed in may sign out.
    preHandler: app.authenticateAnyScope,
    handler: async (request, reply) => {
      if (request.session) await sessions.end(request.session);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeFrom(sessionApi.getDataClient),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => customerAccount.dataClient(request.params.clientenro),
  });
};
