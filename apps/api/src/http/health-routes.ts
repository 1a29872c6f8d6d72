// Operator probes: /healthz says the process answers; /readyz says it can also reach its database, so a load
// balancer stops sending traffic to an instance whose database is gone.
import { errorEnvelope, operationsApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from './route-from.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeFrom(operationsApi.health),
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    ...routeFrom(operationsApi.ready),
    handler: async (request, reply) => {
      try {
        await app.dbHandle.ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send(errorEnvelope('SERVICE_UNAVAILABLE'));
      }
    },
  });
};
