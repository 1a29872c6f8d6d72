// /api/admin/clientes/: any member finds a customer and reads its logins and coupons; supervisors and admins
// act on a login (unlock, end sessions, first-entry code, email) and on the customer's coupons.
import { staffCustomersApi, type CustomerCouponAdmin } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';

const assigned = (coupon: CustomerCouponAdmin) => ({ status: 201, body: coupon });

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search, logins, coupons } = app.services.customers;
  const supervisor = app.requireStaffRole('supervisor');
  const personal = { personalData: true };

  app.route({
    ...routeFrom(staffCustomersApi.searchCustomers),
    config: personal,
    preHandler: app.requireStaff,
    handler: async (request) => ({ items: await search.search(request.query.q) }),
  });

  app.route({
    ...routeFrom(staffCustomersApi.listCustomerLogins),
    config: personal,
    preHandler: app.requireStaff,
    handler: async (request) => ({ items: await logins.list(request.params.customerNumber) }),
  });

  app.route({
    ...routeFrom(staffCustomersApi.unlockLogin),
    config: personal,
    preHandler: supervisor,
    handler: async (request) =>
      logins.unlock(request.params.customerNumber, request.params.loginId, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffCustomersApi.endLoginSessions),
    config: personal,
    preHandler: supervisor,
    handler: async (request) =>
      logins.endSessions(request.params.customerNumber, request.params.loginId, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffCustomersApi.resendFirstEntryCode),
    config: personal,
    preHandler: supervisor,
    handler: async (request) =>
      logins.resendFirstEntryCode(request.params.customerNumber, request.params.loginId, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffCustomersApi.changeLoginEmail),
    config: personal,
    preHandler: supervisor,
    handler: async (request) =>
      logins.changeEmail(
        request.params.customerNumber,
        request.params.loginId,
        request.body.email,
        actorOf(request),
      ),
  });

  app.route({
    ...routeFrom(staffCustomersApi.listCustomerCoupons),
    preHandler: app.requireStaff,
    handler: async (request) => coupons.list(request.params.customerNumber),
  });

  app.route({
    ...routeFrom(staffCustomersApi.assignCustomerCoupon),
    config: { idempotency: true },
    preHandler: supervisor,
    handler: async (request, reply) => {
      const coupon = await coupons.assign(
        request.params.customerNumber,
        request.body.couponId,
        actorOf(request),
        request.idempotency?.answerWith(assigned),
      );
      return reply.code(201).send(coupon);
    },
  });

  app.route({
    ...routeFrom(staffCustomersApi.expireCustomerCoupon),
    preHandler: supervisor,
    handler: async (request) =>
      coupons.expire(request.params.customerNumber, request.params.couponId, actorOf(request)),
  });
};
