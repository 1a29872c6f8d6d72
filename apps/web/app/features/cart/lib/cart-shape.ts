import { CART_MAX_QUANTITY, CART_SERVICES, cartServiceOf, type CartItem } from '@portal/domain';

// A zod-free reading of the stored cart for the first render and the header badge: the domain schema
// (cart-storage.ts) loads lazily and then repairs the stored value, so zod stays off the home route.

const isString = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
const SERVICES: readonly unknown[] = CART_SERVICES;

/** True only for items the domain's cartItemSchema would accept as they are (nested packets aside). */
export function looksLikeCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    SERVICES.includes(v.service) &&
    isString(v.title) &&
    v.title.length > 0 &&
    isString(v.packet_name) &&
    v.packet_name.length > 0 &&
    typeof v.amount === 'number' &&
    Number.isFinite(v.amount) &&
    v.amount >= 0 &&
    typeof v.promotion === 'boolean' &&
    isString(v.name) &&
    (v.packets === undefined || Array.isArray(v.packets)) &&
    (v.quantity === undefined ||
      (Number.isInteger(v.quantity) &&
        (v.quantity as number) >= 1 &&
        (v.quantity as number) <= CART_MAX_QUANTITY))
  );
}

/**
 * Lines stored before quantities existed carried every add-on the plan offered in `packets`, not the ones
 * chosen, and TV or telephony under another service (ADR 0064): such a line becomes one of the plan alone.
 */
export function normaliseLine(item: CartItem): CartItem {
  const service = cartServiceOf(item.title);
  if (item.quantity !== undefined) return item.service === service ? item : { ...item, service };
  const { packets: _offered, ...plan } = item;
  return { ...plan, service, quantity: 1 };
}

export function readCartShape(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(looksLikeCartItem).map(normaliseLine) : [];
  } catch {
    return [];
  }
}
