// Admin only (issue #30 §1): the members admin under /api/admin/personal/ and the audit log under
// /api/admin/auditoria/. Every route asks for the admin role (403 FORBIDDEN below it).
import { staffApi, type StaffMemberRow } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from './request-actor.js';

const createdAnswer = (member: StaffMemberRow) => ({ status: 201, body: member });

export const staffMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members, auditLog } = app.services.staff;
  const adminOnly = app.requireStaffRole('admin');

  app.route({
    ...routeFrom(staffApi.listMembers),
    config: { personalData: true },
    preHandler: adminOnly,
    handler: async () => ({ items: await members.list() }),
  });

  app.route({
    ...routeFrom(staffApi.createMember),
    config: { personalData: true, idempotency: true },
    preHandler: adminOnly,
    handler: async (request, reply) => {
      const created = await members.create(
        actorOf(request),
        request.body,
        request.idempotency?.answerWith(createdAnswer),
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeFrom(staffApi.updateMember),
    config: { personalData: true },
    preHandler: adminOnly,
    handler: async (request) => members.update(actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeFrom(staffApi.resetMemberSecondFactor),
    config: { personalData: true },
    preHandler: adminOnly,
    handler: async (request) => members.resetSecondFactor(actorOf(request), request.params.id),
  });

  app.route({
    ...routeFrom(staffApi.listAudit),
    config: { personalData: true },
    preHandler: adminOnly,
    handler: async (request) => auditLog.page(request.query),
  });

  app.route({
    ...routeFrom(staffApi.exportAudit),
    config: { personalData: true },
    preHandler: adminOnly,
    handler: async (request, reply) => {
      const file = await auditLog.exportCsv(actorOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
};
