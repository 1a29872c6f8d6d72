// Who acts behind a staff request, for guards' handlers and audited service calls (only after app.requireStaff).
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AuditActor } from './audit-log-repository.js';
import type { StaffPrincipal } from './staff-auth-guard.js';

/** Where a request comes from, for the audit log (the user agent is cut: it is the client's free text). */
export function originOf(request: FastifyRequest): Omit<AuditActor, 'staffUserId'> {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, ...(agent ? { userAgent: agent.slice(0, 400) } : {}) };
}

/** The signed-in member behind a request. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('SESSION_EXPIRED');
  return request.staff;
}

/** The signed-in member as the audit log records a change. */
export function actorOf(request: FastifyRequest): AuditActor {
  return { staffUserId: staffOf(request).id, ...originOf(request) };
}
