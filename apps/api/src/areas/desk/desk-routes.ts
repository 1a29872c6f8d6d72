// The requests desk under /api/admin/gestiones/ (issue #30 §2): the inbox, a request's detail, its changes
// (versioned: a stale version is 409), its replies and notes (Idempotency-Key), the members it can go to, and
// the customer panel beside it. Any signed-in member; an agente within its queues.
import { isStaffRole, staffDeskApi, type StaffRequestDetail } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf, staffOf } from '../staff/index.js';
import type { DeskActor } from './desk-changes-service.js';

function deskActorOf(request: FastifyRequest): DeskActor {
  const { role } = staffOf(request);
  // A role the domain does not know reads as the narrowest.
  return { ...actorOf(request), role: isStaffRole(role) ? role : 'agente' };
}

const createdDetail = (detail: StaffRequestDetail) => ({ status: 201, body: detail });

export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, changes, panel } = app.services.desk;

  app.route({
    ...routeFrom(staffDeskApi.listInbox),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request) => reads.list(request.query, deskActorOf(request)),
  });

  app.route({
    ...routeFrom(staffDeskApi.listAssignableMembers),
    preHandler: app.requireStaff,
    handler: async () => reads.assignableMembers(),
  });

  app.route({
    ...routeFrom(staffDeskApi.getRequestDetail),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request) => reads.detail(request.params.requestNumber, deskActorOf(request)),
  });

  app.route({
    ...routeFrom(staffDeskApi.changeRequest),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request) =>
      changes.change(request.params.requestNumber, request.body, deskActorOf(request)),
  });

  app.route({
    ...routeFrom(staffDeskApi.postMessage),
    config: { personalData: true, idempotency: true },
    preHandler: app.requireStaff,
    handler: async (request, reply) => {
      const detail = await changes.postMessage(
        request.params.requestNumber,
        request.body,
        deskActorOf(request),
        new Date(),
        request.idempotency?.answerWith(createdDetail),
      );
      return reply.code(201).send(detail);
    },
  });

  app.route({
    ...routeFrom(staffDeskApi.getCustomerPanel),
    config: { personalData: true },
    preHandler: app.requireStaff,
    handler: async (request) => panel.get(request.params.customerNumber, deskActorOf(request)),
  });
};
