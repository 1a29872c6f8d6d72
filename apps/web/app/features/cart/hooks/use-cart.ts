import { messages, type CartItem, type Packet } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import { writeJson } from '~/lib/session/session';
import { usePublicConfig } from '~/lib/config/use-public-config';
import {
  addItem,
  changePlan,
  quantityOf,
  removeItem,
  setQuantity,
  syncWithCatalogue,
  toggleAddOn,
} from '../lib/cart-ops';
import { notify } from '~/ui/toast/toast';
import type { PlanOptions } from './use-plan-options';
import { readCart, useCartItems } from './use-cart-items';

export interface CartActions {
  items: CartItem[];
  add: (item: CartItem) => void;
  remove: (index: number) => void;
  setQuantity: (index: number, quantity: number) => void;
  toggleAddOn: (index: number, addOn: Packet) => void;
  changePlan: (index: number, packet: Packet) => void;
  /** Current prices and names from the catalogue; writes only when something changed. */
  sync: (catalogue: PlanOptions) => void;
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
        const before = readCart(companyCode);
        const after = addItem(before, item);
        writeJson(companyCode, 'cart', after);
        const total = (list: CartItem[]) => list.reduce((n, i) => n + quantityOf(i), 0);
        // At the maximum the line does not grow: say so instead of 'Añadido al carrito'.
        notify(total(after) > total(before) ? messages.cartAdded : messages.cartQuantityMax);
      },
      remove: (index) => {
        update((current) => removeItem(current, index));
        notify(messages.cartRemoved);
      },
      setQuantity: (index, quantity) => update((current) => setQuantity(current, index, quantity)),
      toggleAddOn: (index, addOn) => update((current) => toggleAddOn(current, index, addOn)),
      changePlan: (index, packet) => update((current) => changePlan(current, index, packet)),
      sync: (catalogue) => {
        const current = readCart(companyCode);
        const next = syncWithCatalogue(current, catalogue);
        if (JSON.stringify(next) !== JSON.stringify(current)) writeJson(companyCode, 'cart', next);
      },
      clear: ({ silent = false } = {}) => {
        writeJson(companyCode, 'cart', []);
        if (!silent) notify(messages.cartEmptied);
      },
    }),
    [items, update, companyCode],
  );
}
