// Members admin and audit log reading (issue #30 §1, ADR 0092): admins only (403 FORBIDDEN below admin).
import { z } from 'zod';
import {
  auditPageSchema,
  auditQuerySchema,
  staffMemberCreateSchema,
  staffMemberParamsSchema,
  staffMemberRowSchema,
  staffMembersListSchema,
  staffMemberUpdateSchema,
} from '../../schemas/staff/staff-members.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { staffHeaders } from './staff-headers.js';

const adminErrors = { 403: errorEnvelopeSchema, ...validationErrorResponses } as const;

export const listMembers = defineContract({
  operationId: 'staffListMembers',
  method: 'GET',
  path: '/api/admin/personal/',
  tag: 'staff',
  summary: 'Miembros de la gestión: rol, colas, activo, segundo factor y último ingreso',
  description: 'Solo administradores: 403 FORBIDDEN para agentes y supervisores.',
  headers: staffHeaders,
  responses: { 200: staffMembersListSchema, ...adminErrors },
});

export const createMember = defineContract({
  operationId: 'staffCreateMember',
  method: 'POST',
  path: '/api/admin/personal/',
  tag: 'staff',
  summary: 'Da de alta un miembro con una contraseña temporal; da de alta su segundo factor al ingresar',
  description:
    'Acepta Idempotency-Key. Queda en el registro de auditoría con el estado nuevo. 409 CONFLICT si ya hay un ' +
    'miembro con ese email.',
  headers: staffHeaders,
  body: staffMemberCreateSchema,
  responses: { 201: staffMemberRowSchema, 409: errorEnvelopeSchema, ...adminErrors },
});

export const updateMember = defineContract({
  operationId: 'staffUpdateMember',
  method: 'PATCH',
  path: '/api/admin/personal/:id/',
  tag: 'staff',
  summary: 'Cambia nombre, rol, colas o si está activo; un cambio de rol o una baja cierra sus sesiones',
  description:
    'Queda en el registro de auditoría con el antes y el después. Un administrador no puede quitarse el rol de ' +
    'administrador ni darse de baja (400 VALIDATION_ERROR). 404 NOT_FOUND si no existe.',
  headers: staffHeaders,
  params: staffMemberParamsSchema,
  body: staffMemberUpdateSchema,
  responses: { 200: staffMemberRowSchema, 404: errorEnvelopeSchema, ...adminErrors },
});

export const resetMemberSecondFactor = defineContract({
  operationId: 'staffResetSecondFactor',
  method: 'POST',
  path: '/api/admin/personal/:id/segundo-factor/reinicio/',
  tag: 'staff',
  summary: 'Reinicia el segundo factor: el miembro lo da de alta de nuevo al ingresar',
  description:
    'Borra la clave TOTP y los códigos de recuperación y cierra sus sesiones; queda en el registro de auditoría.',
  headers: staffHeaders,
  params: staffMemberParamsSchema,
  responses: { 200: staffMemberRowSchema, 404: errorEnvelopeSchema, ...adminErrors },
});

export const listAudit = defineContract({
  operationId: 'staffListAudit',
  method: 'GET',
  path: '/api/admin/auditoria/',
  tag: 'staff',
  summary: 'Registro de auditoría con filtros (miembro, acción, objeto, fechas), de a páginas',
  description: 'Lo más reciente primero. Fechas en días de America/Argentina/Ushuaia, ambas incluidas.',
  headers: staffHeaders,
  query: auditQuerySchema,
  responses: { 200: auditPageSchema, ...adminErrors },
});

export const exportAudit = defineContract({
  operationId: 'staffExportAudit',
  method: 'GET',
  path: '/api/admin/auditoria/exportacion/',
  tag: 'staff',
  summary: 'El registro de auditoría con los mismos filtros, en CSV (hasta 50.000 filas)',
  description: 'Las celdas que empiezan con =, +, - o @ se escapan para que una planilla no las ejecute.',
  headers: staffHeaders,
  query: auditQuerySchema,
  produces: ['text/csv'],
  responses: { 200: z.string().describe('text/csv; separador coma, UTF-8 con BOM'), ...adminErrors },
});
