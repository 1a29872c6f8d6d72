// /api/admin/respuestas-guardadas/: any member reads the canned replies; only admins keep them. Any member
// fills one for a request it may work (GET /api/admin/gestiones/:n/respuestas-guardadas/:id/).
import { staffDeskToolsApi, type CannedReply } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf, staffOf } from '../staff/index.js';

const createdAnswer = (created: CannedReply) => ({ status: 201, body: created });

export const cannedRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cannedReplies, cannedReplyRenderer } = app.services.deskTools;

  app.route({
    ...routeFrom(staffDeskToolsApi.listCannedReplies),
    preHandler: app.requireStaff,
    handler: async (request) => ({ items: await cannedReplies.list(request.query.all === 'true') }),
  });

  app.route({
    ...routeFrom(staffDeskToolsApi.createCannedReply),
    config: { idempotency: true },
    preHandler: app.requireStaffRole('admin'),
    handler: async (request, reply) => {
      const created = await cannedReplies.create(
        request.body,
        actorOf(request),
        request.idempotency?.answerWith(createdAnswer),
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeFrom(staffDeskToolsApi.updateCannedReply),
    preHandler: app.requireStaffRole('admin'),
    handler: async (request) =>
      cannedReplies.update(request.params.cannedReplyId, request.body, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffDeskToolsApi.deleteCannedReply),
    preHandler: app.requireStaffRole('admin'),
    handler: async (request, reply) => {
      await cannedReplies.remove(request.params.cannedReplyId, request.query.version, actorOf(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeFrom(staffDeskToolsApi.renderCannedReplyForRequest),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request) =>
      cannedReplyRenderer.forRequest(
        request.params.requestNumber,
        request.params.cannedReplyId,
        staffOf(request),
      ),
  });
};
