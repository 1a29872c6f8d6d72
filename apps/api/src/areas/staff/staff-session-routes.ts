// Staff sign-in and session (ADR 0092): POST /api/admin/login/ (password → challenge), .../segundo-factor/ and
// .../alta/ (challenge + code → session), GET /api/admin/sesion/, POST /api/admin/logout/ and
// POST /api/admin/contrasena/.
import { staffApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { FIFTEEN_MINUTES, perIp, signInLimits } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';
import { actorOf, originOf } from './request-actor.js';

/** A back office is a handful of people behind one office address: 30 sign-ins in 15 minutes is plenty. */
export const STAFF_LOGIN_PER_IP = perIp(30, FIFTEEN_MINUTES);
/** Codes are limited per member (5, then a lock); this only stops one address from trying many members. */
const STAFF_CODE_PER_IP = perIp(60, FIFTEEN_MINUTES);

export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { login: staffLogin, sessions, account } = app.services.staff;

  app.route({
    ...routeFrom(staffApi.staffLogin),
    ...signInLimits(app, 'staff-login', 'email', STAFF_LOGIN_PER_IP),
    handler: async (request) => staffLogin.login(request.body.email, request.body.password),
  });

  app.route({
    ...routeFrom(staffApi.staffSecondFactor),
    config: { rateLimit: STAFF_CODE_PER_IP, personalData: true },
    handler: async (request) =>
      staffLogin.secondFactor(request.body.challenge, request.body.code, originOf(request)),
  });

  app.route({
    ...routeFrom(staffApi.staffEnrol),
    config: { rateLimit: STAFF_CODE_PER_IP, personalData: true },
    handler: async (request) =>
      staffLogin.enrol(request.body.challenge, request.body.code, originOf(request)),
  });

  app.route({
    ...routeFrom(staffApi.staffCurrentSession),
    preHandler: app.requireStaff,
    handler: async (request) => account.current(actorOf(request).staffUserId),
  });

  app.route({
    ...routeFrom(staffApi.staffLogout),
    preHandler: app.requireStaff,
    handler: async (request, reply) => {
      if (!request.staff) throw new AppError('SESSION_EXPIRED');
      await sessions.end(request.staff.sessionId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeFrom(staffApi.staffChangePassword),
    preHandler: app.requireStaff,
    handler: async (request, reply) => {
      if (!request.staff) throw new AppError('SESSION_EXPIRED');
      await account.changePassword(actorOf(request), request.staff.sessionId, request.body);
      return reply.code(204).send(null);
    },
  });
};
