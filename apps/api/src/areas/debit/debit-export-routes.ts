// GET /api/admin/debitos-automaticos/exportacion/?destino=tarjetas|cbu: the registrations in force as CSV for
// the card processor or the bank, for staff only; the export is in the audit log before its body is sent.
import { staffApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../staff/index.js';
import { routeFrom } from '../../http/route-from.js';

export const debitExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { export: debitExport } = app.services.debit;

  app.route({
    ...routeFrom(staffApi.exportDebits),
    config: { personalData: true },
    preHandler: app.requireStaffRole('admin'),
    handler: async (request, reply) => {
      const file = await debitExport.export(request.query.destino, actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.csv);
    },
  });
};
