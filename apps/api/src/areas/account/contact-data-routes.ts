// Contact data, login email and password of the signed-in customer: PUT /api/customer/actualizar/{customer}/,
// PUT /api/customer/actualizar/password/{clientenro}/, the email change's code and confirmation, and its
// 'No fui yo' link (ADR 0084).
import { contactDataApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIFTEEN_MINUTES, perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

export const contactDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contactData, passwordChange, emailChange } = app.services.account;

  app.route({
    ...routeFrom(contactDataApi.updateCustomer),
    config: { personalData: true, rateLimit: perIp(60, FIFTEEN_MINUTES) },
    // The first-entry wizard's phone and birth-date steps use it too (ADR 0036, 0037).
    preHandler: app.requireFirstEntryOwner,
    handler: async (request) => contactData.update(request.params.customer, request.session!, request.body),
  });

  app.route({
    ...routeFrom(contactDataApi.updatePassword),
    config: { personalData: true, rateLimit: perIp(20, FIFTEEN_MINUTES) },
    // Also the wizard's step 3 (firstEntry); the service decides what each scope may do.
    preHandler: app.requireFirstEntryOwner,
    handler: async (request) => ({ token: await passwordChange.change(request.session!, request.body) }),
  });

  app.route({
    ...routeFrom(contactDataApi.requestEmailChange),
    config: { personalData: true, rateLimit: perIp(10, FIFTEEN_MINUTES) },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => {
      await emailChange.requestCode(request.session!, request.body.email, request.body.currentPassword);
      return {};
    },
  });

  app.route({
    ...routeFrom(contactDataApi.confirmEmailChange),
    config: { personalData: true, rateLimit: perIp(20, FIFTEEN_MINUTES) },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => ({
      email: await emailChange.confirm(request.session!, request.body.email, request.body.code),
    }),
  });

  app.route({
    ...routeFrom(contactDataApi.restoreEmail),
    // Public: the owner may have no working session. The 256-bit token is the guard; this only slows floods.
    config: { personalData: true, rateLimit: perIp(10, FIFTEEN_MINUTES) },
    handler: async (request) => ({ email: await emailChange.restore(request.body.token) }),
  });
};
