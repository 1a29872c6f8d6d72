// /api/admin/facturacion/: any member reads the imports; supervisors and admins check, apply and export.
import { staffBillingApi, type BillingImport } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';

/** The base64 of an 8 MB file, with room for the JSON around it. */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

export const billingDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports, paymentsExport } = app.services.billingDesk;

  app.route({
    ...routeFrom(staffBillingApi.listBillingImports),
    preHandler: app.requireStaff,
    handler: async () => ({ items: await imports.history() }),
  });

  app.route({
    ...routeFrom(staffBillingApi.getBillingImport),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request) => imports.get(request.params.importId),
  });

  app.route({
    ...routeFrom(staffBillingApi.checkBillingImport),
    bodyLimit: UPLOAD_BODY_LIMIT,
    config: { idempotency: true, personalData: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request, reply) => {
      const checked = await imports.check(
        request.body,
        actorOf(request),
        request.idempotency?.answerWith((body: BillingImport) => ({ status: 201, body })),
      );
      return reply.code(201).send(checked);
    },
  });

  app.route({
    ...routeFrom(staffBillingApi.applyBillingImport),
    config: { idempotency: true, personalData: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request) =>
      imports.apply(
        request.params.importId,
        actorOf(request),
        request.idempotency?.answerWith((body: BillingImport) => ({ status: 200, body })),
      ),
  });

  app.route({
    ...routeFrom(staffBillingApi.exportPayments),
    config: { personalData: true },
    preHandler: app.requireStaffRole('supervisor'),
    handler: async (request, reply) => {
      const file = await paymentsExport.export(request.query.from, request.query.to, actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.csv);
    },
  });
};
