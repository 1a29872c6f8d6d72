// No zod here: this file reaches the browser, and the schemas would cost the home route ~25 KB (design §8).
import { cartServiceOf, isTelephonyName, type CartItem, type Packet, type Rate } from '@portal/domain';

/** The service pages that list plans; home shows them all. */
export type ServicePage = 'internet' | 'clicktv' | 'tv' | 'telefonia';

const key = (productName: string) => productName.trim().toLowerCase();

/** Which page a product belongs to: any product that is not TV or telephony is an internet name. */
export function pageOf(productName: string): ServicePage {
  const k = key(productName);
  if (k === 'clicktv') return 'clicktv';
  if (k === 'dibox') return 'tv';
  if (isTelephonyName(k)) return 'telefonia';
  return 'internet';
}

export { productLabel } from '~/lib/product-label';

export function ratesForPage(rates: readonly Rate[], page: ServicePage): Rate[] {
  return rates.filter((rate) => pageOf(rate.product_name) === page);
}

/** A cart line for one packet and the add-ons chosen with it; the title keeps the product name. */
export function toCartItem(productName: string, packet: Packet, addOns: readonly Packet[] = []): CartItem {
  return {
    service: cartServiceOf(productName),
    title: productName,
    packet_name: packet.packet_name,
    amount: packet.amount,
    promotion: packet.promotion,
    name: packet.name,
    quantity: 1,
    ...(addOns.length > 0
      ? {
          packets: addOns.map((a) => ({
            packet_name: a.packet_name,
            amount: a.amount,
            promotion: a.promotion,
            name: a.name,
          })),
        }
      : {}),
  };
}
