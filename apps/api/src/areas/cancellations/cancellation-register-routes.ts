// GET /api/admin/bajas/exportacion/: the register of bajas and arrepentimientos as CSV, for supervisors.
import { staffCancellationRegisterApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';

export const cancellationRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { register } = app.services.cancellations;

  app.route({
    ...routeFrom(staffCancellationRegisterApi.exportCancellationRegister),
    config: { personalData: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request, reply) => {
      const file = await register.exportCsv(actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.csv);
    },
  });
};
