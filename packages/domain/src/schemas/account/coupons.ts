// A customer's coupons (GET /api/customer/{clientenro}/cupones/): partner benefits assigned per customer.
import { z } from 'zod';
import { COUPON_STATES } from '../../rules/content/coupons.js';

export const couponStateSchema = z
  .enum(COUPON_STATES)
  .describe('vigente: se puede usar; vencido: pasó su fecha de fin; usado: ya se canjeó');

export const customerCouponSchema = z.object({
  codigo: z.string().describe('Código que se presenta en el comercio'),
  titulo: z.string(),
  descripcion: z.string(),
  beneficio: z.string().describe('Descuento o beneficio, p. ej. "15% de descuento"'),
  comercio: z.string(),
  desde: z.string().nullable().describe('Inicio de validez (ISO 8601 UTC); null sin límite'),
  hasta: z.string().nullable().describe('Fin de validez (ISO 8601 UTC, incluido); null sin límite'),
  usado: z.string().nullable().describe('Momento del canje (ISO 8601 UTC); null si no se usó'),
  estado: couponStateSchema,
});
export type CustomerCoupon = z.infer<typeof customerCouponSchema>;

export const customerCouponsSchema = z.object({
  cupones: z.array(customerCouponSchema).describe('Vigentes primero, luego usados y vencidos'),
  disponibles: z.number().int().nonnegative().describe('Cantidad de cupones vigentes'),
});
export type CustomerCoupons = z.infer<typeof customerCouponsSchema>;
