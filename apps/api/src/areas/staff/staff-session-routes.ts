// Staff sign-in: POST /api/admin/login/ answers a staff token (30 minutes) for the /api/admin routes.
import { staffApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIFTEEN_MINUTES, perIp, signInLimits } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

/** A back office is a handful of people behind one office address: 30 sign-ins in 15 minutes is plenty. */
export const STAFF_LOGIN_PER_IP = perIp(30, FIFTEEN_MINUTES);

export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { login: staffLogin } = app.services.staff;

  app.route({
    ...routeFrom(staffApi.staffLogin),
    ...signInLimits(app, 'staff-login', 'email', STAFF_LOGIN_PER_IP),
    handler: async (request) => staffLogin.login(request.body.email, request.body.password),
  });
};
