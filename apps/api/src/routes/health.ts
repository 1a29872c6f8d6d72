// Operator probes: /healthz says the process answers; /readyz says it can also reach its database, so a load
// balancer stops sending traffic to an instance whose database is gone.
import { errorEnvelope } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../lib/envelope.js';

const okSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['operaciones'], security: [], response: { 200: okSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: { tags: ['operaciones'], security: [], response: { 200: okSchema, 503: errorEnvelopeSchema } },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send(errorEnvelope('SERVICE_UNAVAILABLE'));
      }
    },
  );
};
