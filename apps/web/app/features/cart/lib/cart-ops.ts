import { CART_MAX_QUANTITY, type CartItem, type ChosenAddOn, type Packet } from '@portal/domain';

// Pure changes to the cart list; the hook persists them. Items are addressed by position; the same plan with
// the same add-ons is one line whose quantity counts the homes (ADR 0064).

const addOnKey = (item: CartItem): string =>
  (item.packets ?? [])
    .map((p) => p.packet_name)
    .sort()
    .join('|');

const sameLine = (a: CartItem, b: CartItem): boolean =>
  a.title === b.title && a.packet_name === b.packet_name && addOnKey(a) === addOnKey(b);

export const quantityOf = (item: CartItem): number => item.quantity ?? 1;

/** Adds one; the same plan with the same add-ons raises that line's quantity, up to the maximum. */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const index = items.findIndex((current) => sameLine(current, item));
  if (index === -1) return [...items, { ...item, quantity: quantityOf(item) }];
  return setQuantity(items, index, quantityOf(items[index]!) + quantityOf(item));
}

export function removeItem(items: readonly CartItem[], index: number): CartItem[] {
  return items.filter((_, i) => i !== index);
}

/** 1 to CART_MAX_QUANTITY; removing is its own action. */
export function setQuantity(items: readonly CartItem[], index: number, quantity: number): CartItem[] {
  const clamped = Math.min(CART_MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
  return items.map((item, i) => (i === index ? { ...item, quantity: clamped } : item));
}

const chosen = (packet: Packet): ChosenAddOn => ({
  packet_name: packet.packet_name,
  amount: packet.amount,
  promotion: packet.promotion,
  name: packet.name,
});

function withAddOns(item: CartItem, addOns: readonly ChosenAddOn[]): CartItem {
  const { packets: _previous, ...rest } = item;
  return addOns.length > 0 ? { ...rest, packets: [...addOns] } : rest;
}

/** Ticks or unticks one add-on of a line. */
export function toggleAddOn(items: readonly CartItem[], index: number, addOn: Packet): CartItem[] {
  return items.map((item, i) => {
    if (i !== index) return item;
    const current = item.packets ?? [];
    const ticked = current.some((p) => p.packet_name === addOn.packet_name);
    return withAddOns(
      item,
      ticked ? current.filter((p) => p.packet_name !== addOn.packet_name) : [...current, chosen(addOn)],
    );
  });
}

/**
 * Switches a line to another packet of the same product, keeping its service, title and quantity; the add-ons
 * the new plan also offers stay ticked.
 */
export function changePlan(items: readonly CartItem[], index: number, packet: Packet): CartItem[] {
  return items.map((item, i) => {
    if (i !== index) return item;
    const next: CartItem = {
      service: item.service,
      title: item.title,
      packet_name: packet.packet_name,
      amount: packet.amount,
      promotion: packet.promotion,
      name: packet.name,
      quantity: quantityOf(item),
    };
    const offered = packet.packets ?? [];
    const kept = (item.packets ?? []).flatMap((p) => {
      const match = offered.find((o) => o.packet_name === p.packet_name);
      return match ? [chosen(match)] : [];
    });
    return withAddOns(next, kept);
  });
}

/**
 * Brings each line to the catalogue's current price, promotion and name (plan and add-ons), dropping add-ons
 * no longer offered, so the person sees a price change before sending rather than a refusal. A plan no longer
 * listed is left as it is: the API names it when the cart is sent.
 */
export function syncWithCatalogue(
  items: readonly CartItem[],
  catalogue: ReadonlyMap<string, readonly Packet[]>,
): CartItem[] {
  return items.map((item) => {
    const packet = catalogue.get(item.title)?.find((p) => p.packet_name === item.packet_name);
    if (!packet) return item;
    const offered = packet.packets ?? [];
    const addOns = (item.packets ?? []).flatMap((p) => {
      const match = offered.find((o) => o.packet_name === p.packet_name);
      return match ? [chosen(match)] : [];
    });
    return withAddOns(
      { ...item, amount: packet.amount, promotion: packet.promotion, name: packet.name },
      addOns,
    );
  });
}
