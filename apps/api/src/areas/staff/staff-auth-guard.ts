// Staff authentication for /api/admin routes: `preHandler: app.requireStaff` reads `Authorization: Bearer
// <token>` (a staff token from POST /api/admin/login/segundo-factor/) into `request.staff`; a missing, customer,
// challenge, idle, ended or tampered token, or one of a deactivated user, is 401 SESSION_EXPIRED. `app.requireStaffRole('supervisor')` also
// asks for a role at least that high: 403 FORBIDDEN otherwise.
import { staffRoleAtLeast, type DeskQueue, type StaffRole } from '@portal/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { bearerToken } from '../../http/bearer-token.js';
import { parseQueues } from './staff-member-view.js';

export interface StaffPrincipal {
  id: number;
  email: string;
  role: string;
  name: string;
  /** The desk queues the member works. */
  queues: DeskQueue[];
  /** The server-side session of the token, which sign-out ends. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    requireStaff: preHandlerAsyncHookHandler;
    requireStaffRole: (required: StaffRole) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

async function staffAuthPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staff', null);
  const authenticate = async (request: FastifyRequest): Promise<StaffPrincipal> => {
    const token = bearerToken(request);
    const user = token ? await app.services.staff.sessions.read(token) : null;
    if (!user) throw new AppError('SESSION_EXPIRED');
    request.staff = {
      id: user.id,
      email: user.email,
      role: user.role,
      name: user.name,
      queues: parseQueues(user.queues),
      sessionId: user.sessionId,
    };
    return request.staff;
  };
  app.decorate('requireStaff', (async (request) => {
    await authenticate(request);
  }) satisfies preHandlerAsyncHookHandler);
  app.decorate(
    'requireStaffRole',
    (required: StaffRole) =>
      (async (request) => {
        const staff = await authenticate(request);
        if (!staffRoleAtLeast(staff.role, required)) throw new AppError('FORBIDDEN');
      }) satisfies preHandlerAsyncHookHandler,
  );
}

export default fp(staffAuthPlugin, { name: 'staff-auth', dependencies: ['services'] });
