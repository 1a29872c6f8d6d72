// Who does a desk change and from where, as every audited service call takes it.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AuditActor, StaffPrincipal } from '../staff/index.js';

export function auditActorOf(request: FastifyRequest): AuditActor {
  if (!request.staff) throw new AppError('SESSION_EXPIRED');
  return { staffUserId: request.staff.id, ip: request.ip, userAgent: request.headers['user-agent'] };
}

export function staffIdOf(request: FastifyRequest): number {
  if (!request.staff) throw new AppError('SESSION_EXPIRED');
  return request.staff.id;
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('SESSION_EXPIRED');
  return request.staff;
}
