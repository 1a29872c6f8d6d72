// Staff authentication for /api/admin routes: `preHandler: app.requireStaff` reads `Authorization: Bearer
// <token>` (a staff token from POST /api/admin/login/) into `request.staff`; a missing, customer, expired or
// tampered token, or one of a deactivated user, is 401 SESSION_EXPIRED.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { bearerToken } from '../../http/bearer-token.js';

export interface StaffPrincipal {
  id: number;
  email: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    requireStaff: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

async function staffAuthPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', (async (request) => {
    const token = bearerToken(request);
    const user = token ? await app.services.staff.sessions.read(token) : null;
    if (!user) throw new AppError('SESSION_EXPIRED');
    request.staff = { id: user.id, email: user.email, role: user.role };
  }) satisfies preHandlerAsyncHookHandler);
}

export default fp(staffAuthPlugin, { name: 'staff-auth', dependencies: ['services'] });
