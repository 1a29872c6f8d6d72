import { packetSchema, rateSchema, type CartItem, type Packet, type Rate } from '@portal/domain';

/** The service pages that list plans; home shows them all. */
export type ServicePage = 'internet' | 'clicktv' | 'tv' | 'telefonia';

const STREAMING_PRODUCTS = new Set(['clicktv', 'dibox']);
const TELEPHONY_PRODUCTS = new Set(['telefonia', 'telefono', 'telephony']);

const key = (productName: string) => productName.trim().toLowerCase();

/** Which page a product belongs to: any product that is not TV or telephony is an internet name. */
export function pageOf(productName: string): ServicePage {
  const k = key(productName);
  if (k === 'clicktv') return 'clicktv';
  if (k === 'dibox') return 'tv';
  if (TELEPHONY_PRODUCTS.has(k)) return 'telefonia';
  return 'internet';
}

export { productLabel } from '~/lib/product-label';

/**
 * Reads whatever GET /api/rates/ answered without trusting it: a product or packet that does not match
 * the domain schema is dropped, so one bad row in the database costs one card, not the page.
 * Returns null when the answer is not a list at all.
 */
export function parseRates(answer: unknown): Rate[] | null {
  if (!Array.isArray(answer)) return null;
  const rates: Rate[] = [];
  for (const entry of answer) {
    const product = rateSchema.safeParse(entry);
    if (product.success) {
      if (product.data.packets.length > 0) rates.push(product.data);
      continue;
    }
    // Keep the valid packets of a product whose list holds a broken one.
    const raw = entry as { product_name?: unknown; packets?: unknown };
    if (typeof raw?.product_name !== 'string' || !Array.isArray(raw.packets)) continue;
    const packets = raw.packets.flatMap((p: unknown) => {
      const parsed = packetSchema.safeParse(p);
      return parsed.success ? [parsed.data] : [];
    });
    if (raw.product_name.trim() && packets.length > 0)
      rates.push({ product_name: raw.product_name, packets });
  }
  return rates;
}

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
