// The customer's coupons with their state at the moment of the call (the route has already checked ownership).
import {
  countUsableCoupons,
  couponStateAt,
  orderCoupons,
  type CustomerCoupon,
  type CustomerCoupons,
} from '@portal/domain';
import { parseWindowEdge } from '../../lib/date-window.js';
import type { CustomerCouponsRepository } from './customer-coupons-repository.js';

const isoOrNull = (edge: number | null): string | null =>
  edge === null || Number.isNaN(edge) ? null : new Date(edge).toISOString();

function earliest(until: number | null, expiresAt: string | null): number | null {
  if (expiresAt === null) return until;
  const expired = Date.parse(expiresAt);
  return until === null ? expired : Math.min(until, expired);
}

export class CouponsService {
  constructor(private readonly coupons: CustomerCouponsRepository) {}

  async listFor(cliente: number, now: Date = new Date()): Promise<CustomerCoupons> {
    const rows = await this.coupons.listForCustomer(cliente);
    const visible: CustomerCoupon[] = [];
    for (const row of rows) {
      const from = parseWindowEdge(row.valid_from, 'start');
      // A coupon staff expired for this customer ends then, if the catalogue's window lasts longer.
      const until = earliest(parseWindowEdge(row.valid_until, 'end'), row.expires_at);
      const estado = couponStateAt({ from, until, usedAt: row.used_at }, now);
      if (estado === null) continue;
      visible.push({
        codigo: row.code,
        titulo: row.title,
        descripcion: row.description,
        beneficio: row.discount_text,
        comercio: row.partner,
        desde: isoOrNull(from),
        hasta: isoOrNull(until),
        usado: row.used_at,
        estado,
      });
    }
    const cupones = orderCoupons(visible);
    return { cupones, disponibles: countUsableCoupons(cupones) };
  }
}
