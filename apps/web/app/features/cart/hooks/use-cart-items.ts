import { useSyncExternalStore } from 'react';
import { readItem, subscribeSession } from '~/lib/session';
import { usePublicConfig } from '~/lib/use-public-config';

/** What the cart stores per product (spec §3 'Cart item'). */
export interface StoredCartItem {
  service: string;
  title: string;
  packet_name: string;
  amount: number;
  promotion: boolean;
  name: string;
}

const EMPTY: StoredCartItem[] = [];
const cache = new Map<number, { raw: string | null; items: StoredCartItem[] }>();

function isCartItem(value: unknown): value is StoredCartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.title === 'string' && typeof v.amount === 'number';
}

/** Parsed once per stored value, so useSyncExternalStore sees a stable array. */
export function readCart(company: number): StoredCartItem[] {
  const raw = readItem(company, 'cart');
  const hit = cache.get(company);
  if (hit && hit.raw === raw) return hit.items;
  let items = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed.filter(isCartItem);
  } catch {
    // A corrupt value counts as an empty cart rather than breaking every page.
  }
  cache.set(company, { raw, items });
  return items;
}

/** Cart items in localStorage; empty on the server and during hydration. */
export function useCartItems(): StoredCartItem[] {
  const { companyCode } = usePublicConfig();
  return useSyncExternalStore(
    subscribeSession,
    () => readCart(companyCode),
    () => EMPTY,
  );
}
