import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AuditActor } from './audit-log-repository.js';

/** Where a request comes from, for the audit log (the user agent is cut: it is the client's free text). */
export function originOf(request: FastifyRequest): Omit<AuditActor, 'staffUserId'> {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, ...(agent ? { userAgent: agent.slice(0, 400) } : {}) };
}

/** The signed-in member behind a request, for audited changes; only after app.requireStaff. */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.staff) throw new AppError('SESSION_EXPIRED');
  return { staffUserId: request.staff.id, ...originOf(request) };
}
