// Cart rules shared by the web and the API, zod-free so the browser's cart can use them without the schemas:
// which service a product travels as, how many of one plan, and the total in integer cents (ADR 0064).
import { pesosToCents, sumCents } from '../../format.js';
import { isTelephonyName } from './telephony.js';

/** The spec's internet|streaming, widened so TV and telephony orders travel as what they are (ADR 0064). */
export const CART_SERVICES = ['internet', 'streaming', 'tv', 'telefonia'] as const;
export type CartService = (typeof CART_SERVICES)[number];

/** One line holds up to this many of the same plan (several homes); more is a call to the office. */
export const CART_MAX_QUANTITY = 5;

const fold = (productName: string): string => productName.trim().toLowerCase();

/** Click TV is streamed, Dibox is the TV box, telephony is itself and every other product is an internet name. */
export function cartServiceOf(productName: string): CartService {
  const key = fold(productName);
  if (key === 'clicktv') return 'streaming';
  if (key === 'dibox') return 'tv';
  if (isTelephonyName(key)) return 'telefonia';
  return 'internet';
}

export interface PricedPacket {
  amount: number;
}

export interface PricedCartItem extends PricedPacket {
  /** Absent on the spec's wire: one. */
  quantity?: number | undefined;
  /** The add-ons chosen with the plan. */
  packets?: readonly PricedPacket[] | undefined;
}

/** One line: (plan + chosen add-ons) × quantity, in cents. */
export function cartItemTotalCents(item: PricedCartItem): number {
  const unit = sumCents([item.amount, ...(item.packets ?? []).map((p) => p.amount)].map(pesosToCents));
  return unit * (item.quantity ?? 1);
}

/** 'Total Pesos': the sum of the lines, in cents. */
export function cartTotalCents(items: readonly PricedCartItem[]): number {
  return sumCents(items.map(cartItemTotalCents));
}

/** 'Gpon GPON 300 ×2 + IP FIJA': a cart line in one request summary (rules/message-summary.ts). */
export function describeCartItem(item: object): string {
  const { title, packet_name: packet, quantity, packets } = item as Record<string, unknown>;
  const text = (v: unknown): v is string => typeof v === 'string' && v !== '';
  let line = [title, packet].filter(text).join(' ');
  if (typeof quantity === 'number' && quantity > 1) line += ` ×${quantity}`;
  if (Array.isArray(packets)) {
    const addOns = packets
      .map((p: unknown) => (p as { packet_name?: unknown } | null)?.packet_name)
      .filter(text);
    if (addOns.length > 0) line += ` + ${addOns.join(' + ')}`;
  }
  return line;
}
