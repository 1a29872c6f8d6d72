import type { CartItem } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { readItem, storedSnapshot, subscribeSession } from '~/lib/session/session';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { readCartShape } from '../lib/cart-shape';

const EMPTY: CartItem[] = [];
/** Parsed once per stored value, so useSyncExternalStore sees a stable array. */
export const readCart = storedSnapshot(['cart'], (company) => {
  const items = readCartShape(readItem(company, 'cart'));
  return items.length === 0 ? EMPTY : items;
});

/** Cart items in localStorage (key '{company}_cart'); empty on the server and during hydration. */
export function useCartItems(): CartItem[] {
  const { companyCode } = usePublicConfig();
  return useSyncExternalStore(
    subscribeSession,
    () => readCart(companyCode),
    () => EMPTY,
  );
}

/** Products in the cart for the header badge: a line of 3 homes counts 3. */
export function useCartCount(): number {
  return useCartItems().reduce((count, item) => count + (item.quantity ?? 1), 0);
}
