// POST and DELETE /api/admin/gestiones/:requestNumber/presencia/: who else has a request open.
import { staffDeskToolsApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { staffOf } from '../staff/index.js';

export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { presence } = app.services.deskTools;

  app.route({
    ...routeFrom(staffDeskToolsApi.heartbeatPresence),
    preHandler: app.requireStaff,
    handler: async (request) => presence.beat(request.params.requestNumber, staffOf(request)),
  });

  app.route({
    ...routeFrom(staffDeskToolsApi.leavePresence),
    preHandler: app.requireStaff,
    handler: async (request, reply) => {
      await presence.leave(request.params.requestNumber, staffOf(request).id);
      return reply.code(204).send(null);
    },
  });
};
