// GET /api/admin/informes/gestiones/ and .../exportacion/?mes=YYYY-MM: the monthly report, for supervisors.
import { staffDeskToolsApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';

export const deskReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { report } = app.services.deskTools;

  app.route({
    ...routeFrom(staffDeskToolsApi.getReport),
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request) => report.report(request.query.mes),
  });

  app.route({
    ...routeFrom(staffDeskToolsApi.exportReport),
    config: { personalData: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request, reply) => {
      const file = await report.exportCsv(request.query.mes, actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.csv);
    },
  });
};
