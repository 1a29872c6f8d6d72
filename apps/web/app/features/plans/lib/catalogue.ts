// No zod here: this file reaches the browser, and the schemas would cost the home route ~25 KB (design §8).
import { isTelephonyName, type CartItem, type Packet, type Rate } from '@portal/domain';

/** The service pages that list plans; home shows them all. */
export type ServicePage = 'internet' | 'clicktv' | 'tv' | 'telefonia';

const STREAMING_PRODUCTS = new Set(['clicktv', 'dibox']);

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

/**
 * The cart's service field knows only 'internet' and 'streaming' (domain schema): TV products travel as
 * streaming, and every line-based product (internet names, the phone line) as internet.
 */
export function cartServiceOf(productName: string): CartItem['service'] {
  return STREAMING_PRODUCTS.has(key(productName)) ? 'streaming' : 'internet';
}

/** A cart item for one packet; the title keeps the product name so the cart can offer its siblings. */
export function toCartItem(productName: string, packet: Packet): CartItem {
  return {
    service: cartServiceOf(productName),
    title: productName,
    packet_name: packet.packet_name,
    amount: packet.amount,
    promotion: packet.promotion,
    name: packet.name,
    ...(packet.packets && packet.packets.length > 0 ? { packets: packet.packets } : {}),
  };
}
