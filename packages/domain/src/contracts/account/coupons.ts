// The customer's coupons (spec §6 of issue #11).
import { customerCouponsSchema } from '../../schemas/account/coupons.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { bearerHeaders, customerPathParams } from '../headers.js';

export const listCustomerCoupons = defineContract({
  operationId: 'listCustomerCoupons',
  method: 'GET',
  path: '/api/customer/:clientenro/cupones/',
  tag: 'cuenta',
  summary:
    'Cupones del cliente con su estado (vigente, usado, vencido); solo para una sesión dueña del número',
  description:
    'Los cupones que todavía no empezaron no se muestran. 401 SESSION_EXPIRED sin token válido; 403 ' +
    'FORBIDDEN si el número no es de la sesión; 403 FIRST_ENTRY_PENDING mientras la verificación de ' +
    'primer ingreso esté pendiente.',
  headers: bearerHeaders,
  params: customerPathParams,
  responses: { 200: customerCouponsSchema, 403: errorEnvelopeSchema, ...validationErrorResponses },
});
