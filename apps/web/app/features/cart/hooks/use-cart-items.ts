import type { CartItem } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { readItem, sessionVersion, subscribeSession } from '~/lib/session';
import { usePublicConfig } from '~/lib/use-public-config';
import { readCartShape } from '../lib/cart-shape';

const EMPTY: CartItem[] = [];
const cache = new Map<number, { version: number; raw: string | null; items: CartItem[] }>();

/** Parsed once per stored value, so useSyncExternalStore sees a stable array. */
export function readCart(company: number): CartItem[] {
  const version = sessionVersion();
  const hit = cache.get(company);
  if (hit?.version === version) return hit.items;
  const raw = readItem(company, 'cart');
  if (hit && hit.raw === raw) {
    hit.version = version;
    return hit.items;
  }
  const items = readCartShape(raw);
  cache.set(company, { version, raw, items: items.length === 0 ? EMPTY : items });
  return cache.get(company)!.items;
}

/** Cart items in localStorage (key '{company}_cart'); empty on the server and during hydration. */
export function useCartItems(): CartItem[] {
  const { companyCode } = usePublicConfig();
  return useSyncExternalStore(
    subscribeSession,
    () => readCart(companyCode),
    () => EMPTY,
  );
}
