import type { CartItem } from '@portal/domain';

// A zod-free reading of the stored cart for the first render and the header badge: the domain schema
// (cart-storage.ts) loads lazily and then repairs the stored value, so zod stays off the home route.

const isString = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;

/** True only for items the domain's cartItemSchema would accept as they are (nested packets aside). */
export function looksLikeCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.service === 'internet' || v.service === 'streaming') &&
    isString(v.title) &&
    v.title.length > 0 &&
    isString(v.packet_name) &&
    v.packet_name.length > 0 &&
    typeof v.amount === 'number' &&
    Number.isFinite(v.amount) &&
    v.amount >= 0 &&
    typeof v.promotion === 'boolean' &&
    isString(v.name) &&
    (v.packets === undefined || Array.isArray(v.packets))
  );
}

export function readCartShape(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(looksLikeCartItem) : [];
  } catch {
    return [];
  }
}
