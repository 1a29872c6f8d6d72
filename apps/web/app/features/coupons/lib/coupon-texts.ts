// How a coupon's validity and state read on its card (es-AR dates in Ushuaia time).
import { formatDate, type CustomerCoupon } from '@portal/domain';

export function validityText(coupon: Pick<CustomerCoupon, 'desde' | 'hasta' | 'estado'>): string {
  const { desde, hasta } = coupon;
  if (coupon.estado === 'vencido' && hasta) return `Venció el ${formatDate(hasta)}`;
  if (desde && hasta) return `Válido del ${formatDate(desde)} al ${formatDate(hasta)}`;
  if (hasta) return `Válido hasta el ${formatDate(hasta)}`;
  if (desde) return `Válido desde el ${formatDate(desde)}`;
  return 'Sin fecha de vencimiento';
}

export function stateLabel(coupon: Pick<CustomerCoupon, 'estado' | 'usado'>): string {
  if (coupon.estado === 'usado') return coupon.usado ? `Usado el ${formatDate(coupon.usado)}` : 'Usado';
  return coupon.estado === 'vencido' ? 'Vencido' : 'Vigente';
}
