import { messages, type CartItem, type Packet } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import { writeJson } from '~/lib/session';
import { usePublicConfig } from '~/lib/use-public-config';
import { addItem, changePlan, removeItem } from '../lib/cart-ops';
import { notify } from '../lib/toast';
import { readCart, useCartItems } from './use-cart-items';

export interface CartActions {
  items: CartItem[];
  add: (item: CartItem) => void;
  remove: (index: number) => void;
  changePlan: (index: number, packet: Packet) => void;
  /** 'Vaciar carrito' (with its toast); `silent` empties after a sent request. */
  clear: (options?: { silent?: boolean }) => void;
}

/** The cart and its changes, persisted per company and announced with the toasts of spec §2. */
export function useCart(): CartActions {
  const { companyCode } = usePublicConfig();
  const items = useCartItems();
  // Each change starts from storage, not from the render's snapshot, so quick clicks never lose one.
  const update = useCallback(
    (change: (current: CartItem[]) => CartItem[]) =>
      writeJson(companyCode, 'cart', change(readCart(companyCode))),
    [companyCode],
  );

  return useMemo(
    () => ({
      items,
      add: (item) => {
        update((current) => addItem(current, item));
        notify(messages.cartAdded);
      },
      remove: (index) => {
        update((current) => removeItem(current, index));
        notify(messages.cartRemoved);
      },
      changePlan: (index, packet) => update((current) => changePlan(current, index, packet)),
      clear: ({ silent = false } = {}) => {
        writeJson(companyCode, 'cart', []);
        if (!silent) notify(messages.cartEmptied);
      },
    }),
    [items, update, companyCode],
  );
}
