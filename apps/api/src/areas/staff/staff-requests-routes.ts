// GET /api/admin/gestiones/:requestNumber/ and .../adjuntos/:attachmentId/: a request and its documents, for
// staff only; every download is in the audit log before its bytes are sent.
import { staffApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './request-actor.js';
import { sendStoredFile } from '../../http/attachment-reply.js';
import { routeFrom } from '../../http/route-from.js';

export const staffRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requests: staffRequests } = app.services.staff;

  app.route({
    ...routeFrom(staffApi.getRequest),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request) => staffRequests.get(request.params.requestNumber),
  });

  app.route({
    ...routeFrom(staffApi.downloadAttachment),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request, reply) => {
      const file = await staffRequests.download(
        request.params.requestNumber,
        request.params.attachmentId,
        actorOf(request),
      );
      return sendStoredFile(reply, file);
    },
  });
};
