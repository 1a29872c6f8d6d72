// Loaded lazily (dynamic import): it brings zod, which the home route cannot afford up front.
import { cartItemSchema, type CartItem } from '@portal/domain';
import { normaliseLine } from './cart-shape';

/**
 * Reads the stored cart without trusting it: it may come from an older version of the site or have been
 * edited by hand. Valid items pass as they are; items of older shapes (no service, promotion or name, an
 * amount as text) are repaired, and every line gets the service of its product and a quantity
 * (normaliseLine); anything else is dropped. Never throws.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  // Some earlier carts were stored as { items: [...] }.
  const list: unknown = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const valid = cartItemSchema.safeParse(entry);
    if (valid.success) return [normaliseLine(valid.data)];
    const repaired = repair(entry);
    return repaired ? [normaliseLine(repaired)] : [];
  });
}

function repair(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const v = entry as Record<string, unknown>;
  const amount = typeof v.amount === 'string' ? Number(v.amount.replace(',', '.')) : v.amount;
  const title = typeof v.title === 'string' ? v.title.trim() : '';
  const packetName = typeof v.packet_name === 'string' ? v.packet_name.trim() : '';
  if (!title || !packetName || typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  // Add-ons of an older line were the plan's offer, not a choice: normaliseLine drops them.
  const candidate = {
    service: 'internet',
    title,
    packet_name: packetName,
    amount,
    promotion: v.promotion === true,
    name: typeof v.name === 'string' ? v.name : packetName,
  };
  const checked = cartItemSchema.safeParse(candidate);
  return checked.success ? checked.data : null;
}
