// Customers and registrations under /api/admin/ (issue #31 §3): any member finds a customer and reads its
// logins and coupons; supervisors and admins act on logins, coupons and the registrations queue. Every
// change is audited with its before and after in the same transaction.
import { customerPanelParamsSchema } from '../../schemas/staff/desk.js';
import {
  couponAssignmentSchema,
  customerCouponAdminSchema,
  customerCouponParamsSchema,
  customerCouponsAdminSchema,
  customerLoginParamsSchema,
  customerLoginSchema,
  customerLoginsSchema,
  customerSearchQuerySchema,
  customerSearchResultSchema,
  loginEmailChangeSchema,
  registrationItemSchema,
  registrationListQuerySchema,
  registrationListSchema,
  registrationParamsSchema,
  registrationRejectionSchema,
} from '../../schemas/staff/customers.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../headers.js';
import { staffHeaders } from './staff-headers.js';

const forbidden = errorEnvelopeSchema.describe('FORBIDDEN: hace falta ser supervisor o admin');
const notFound = errorEnvelopeSchema.describe('NOT_FOUND: no existe el cliente, el usuario o el cupón');

// ——— Customers ———

export const searchCustomers = defineContract({
  operationId: 'staffSearchCustomers',
  method: 'GET',
  path: '/api/admin/clientes/',
  tag: 'staff',
  summary: 'Busca clientes por número, DNI, nombre y apellido (por el comienzo) o email',
  description:
    'Cualquier miembro. Solo números: número de cliente o DNI; con @: el email del cliente o de su usuario; ' +
    'si no, cada palabra debe ser el comienzo del nombre o del apellido. Hasta 50 resultados.',
  headers: staffHeaders,
  query: customerSearchQuerySchema,
  responses: { 200: customerSearchResultSchema, ...validationErrorResponses },
});

export const listCustomerLogins = defineContract({
  operationId: 'staffListCustomerLogins',
  method: 'GET',
  path: '/api/admin/clientes/:customerNumber/usuarios/',
  tag: 'staff',
  summary: 'Los usuarios que entran a este cliente, con su bloqueo, primer ingreso y último ingreso',
  description: 'Cualquier miembro. Las sesiones son tokens firmados: se ven por el último ingreso.',
  headers: staffHeaders,
  params: customerPanelParamsSchema,
  responses: { 200: customerLoginsSchema, 404: notFound, ...validationErrorResponses },
});

const loginAction = (operationId: string, suffix: string, summary: string, description: string) =>
  defineContract({
    operationId,
    method: 'POST',
    path: `/api/admin/clientes/:customerNumber/usuarios/:loginId/${suffix}/`,
    tag: 'staff',
    summary,
    description: `${description} Supervisor o admin; queda en la auditoría.`,
    headers: staffHeaders,
    params: customerLoginParamsSchema,
    responses: { 200: customerLoginSchema, 403: forbidden, 404: notFound, ...validationErrorResponses },
  });

export const unlockLogin = loginAction(
  'staffUnlockLogin',
  'desbloqueo',
  'Desbloquea un usuario trabado por intentos fallidos',
  'Borra la cuenta de intentos: la persona puede volver a ingresar enseguida.',
);

export const endLoginSessions = loginAction(
  'staffEndLoginSessions',
  'cierre-de-sesiones',
  'Cierra todas las sesiones del usuario',
  'Todo token emitido hasta ahora deja de valer; la persona vuelve a ingresar con su contraseña.',
);

export const resendFirstEntryCode = loginAction(
  'staffResendFirstEntryCode',
  'codigo-primer-ingreso',
  'Reenvía el código del primer ingreso al email del usuario',
  '409 CONFLICT si el usuario ya no está esperando el código. Sigue los límites de los códigos.',
);

export const changeLoginEmail = defineContract({
  operationId: 'staffChangeLoginEmail',
  method: 'PUT',
  path: '/api/admin/clientes/:customerNumber/usuarios/:loginId/email/',
  tag: 'staff',
  summary: 'Cambia el email de ingreso; la dirección anterior recibe el aviso con el enlace «No fui yo»',
  description:
    'El mismo aviso que manda el cambio que hace el cliente. 409 EMAIL_ALREADY_REGISTERED si otro usuario ' +
    'tiene ese email. Supervisor o admin; queda en la auditoría.',
  headers: staffHeaders,
  params: customerLoginParamsSchema,
  body: loginEmailChangeSchema,
  responses: {
    200: customerLoginSchema,
    403: forbidden,
    404: notFound,
    409: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

// ——— Coupons ———

export const listCustomerCoupons = defineContract({
  operationId: 'staffListCustomerCoupons',
  method: 'GET',
  path: '/api/admin/clientes/:customerNumber/cupones/',
  tag: 'staff',
  summary: 'Los cupones del cliente (usados, vencidos o vigentes) y los del catálogo que puede recibir',
  headers: staffHeaders,
  params: customerPanelParamsSchema,
  responses: { 200: customerCouponsAdminSchema, 404: notFound, ...validationErrorResponses },
});

export const assignCustomerCoupon = defineContract({
  operationId: 'staffAssignCustomerCoupon',
  method: 'POST',
  path: '/api/admin/clientes/:customerNumber/cupones/',
  tag: 'staff',
  summary: 'Le da al cliente un cupón del catálogo',
  description:
    '409 CONFLICT si ya lo tiene. Acepta Idempotency-Key. Supervisor o admin; queda en la auditoría.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  params: customerPanelParamsSchema,
  body: couponAssignmentSchema,
  responses: {
    201: customerCouponAdminSchema,
    403: forbidden,
    404: notFound,
    ...idempotencyErrorResponses,
    409: errorEnvelopeSchema.describe('CONFLICT si ya lo tiene, o IDEMPOTENCY_IN_PROGRESS'),
    ...validationErrorResponses,
  },
});

export const expireCustomerCoupon = defineContract({
  operationId: 'staffExpireCustomerCoupon',
  method: 'POST',
  path: '/api/admin/clientes/:customerNumber/cupones/:couponId/vencimiento/',
  tag: 'staff',
  summary: 'Vence ahora el cupón de este cliente (lo ve como vencido)',
  description: '409 CONFLICT si ya estaba vencido o usado. Supervisor o admin; queda en la auditoría.',
  headers: staffHeaders,
  params: customerCouponParamsSchema,
  responses: {
    200: customerCouponAdminSchema,
    403: forbidden,
    404: notFound,
    409: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

// ——— Registrations ———

export const listRegistrations = defineContract({
  operationId: 'staffListRegistrations',
  method: 'GET',
  path: '/api/admin/altas/',
  tag: 'staff',
  summary: 'Solicitudes de registro: pendientes (la más vieja primero), aprobadas o rechazadas',
  description: 'Cualquier miembro. Nunca trae la contraseña ni su hash.',
  headers: staffHeaders,
  query: registrationListQuerySchema,
  responses: { 200: registrationListSchema, ...validationErrorResponses },
});

export const approveRegistration = defineContract({
  operationId: 'staffApproveRegistration',
  method: 'POST',
  path: '/api/admin/altas/:requestNumber/aprobacion/',
  tag: 'staff',
  summary: 'Aprueba un registro: crea o vincula el cliente y crea el usuario con la contraseña elegida',
  description:
    'Si hay un cliente con el mismo DNI se vincula; si no, se crea. El usuario queda con el primer ingreso ' +
    'pendiente y recibe la bienvenida por email. Una sola vez aunque lleguen aprobaciones en paralelo: ' +
    '409 CONFLICT si ya se resolvió o si otro usuario tiene ese email. Supervisor o admin.',
  headers: staffHeaders,
  params: registrationParamsSchema,
  responses: {
    200: registrationItemSchema,
    403: forbidden,
    404: notFound,
    409: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const rejectRegistration = defineContract({
  operationId: 'staffRejectRegistration',
  method: 'POST',
  path: '/api/admin/altas/:requestNumber/rechazo/',
  tag: 'staff',
  summary: 'Rechaza un registro y le manda el motivo a la persona',
  description: '409 CONFLICT si ya se resolvió. Supervisor o admin; queda en la auditoría.',
  headers: staffHeaders,
  params: registrationParamsSchema,
  body: registrationRejectionSchema,
  responses: {
    200: registrationItemSchema,
    403: forbidden,
    404: notFound,
    409: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});
