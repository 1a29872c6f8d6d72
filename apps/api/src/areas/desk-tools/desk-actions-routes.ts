// The supervisor's tools over many requests: POST /api/admin/gestiones/acciones/ (bulk actions, with
// Idempotency-Key), GET .../exportacion/ (CSV) and POST .../:requestNumber/fusion/ (merge).
import { staffDeskToolsApi, type BulkResult, type StaffRole } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { routeFrom } from '../../http/route-from.js';
import type { DeskActor } from './desk-ports.js';
import { actorOf, staffOf } from '../staff/index.js';

const bulkAnswer = (result: BulkResult) => ({ status: 200, body: result });

/** The guard let a supervisor or an admin through, so the role is one of the three. */
function deskActorOf(request: FastifyRequest): DeskActor {
  return { ...actorOf(request), role: staffOf(request).role as StaffRole };
}

export const deskActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bulk, requestsExport, merge } = app.services.deskTools;

  app.route({
    ...routeFrom(staffDeskToolsApi.bulkAction),
    config: { idempotency: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request) =>
      bulk.run(request.body, deskActorOf(request), request.idempotency?.answerWith(bulkAnswer)),
  });

  app.route({
    ...routeFrom(staffDeskToolsApi.exportRequests),
    config: { personalData: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request, reply) => {
      const file = await requestsExport.export(request.query, deskActorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.csv);
    },
  });

  app.route({
    ...routeFrom(staffDeskToolsApi.mergeRequests),
    config: { personalData: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request) => merge.merge(request.params.requestNumber, request.body, deskActorOf(request)),
  });
};
