import type { CartItem, Packet } from '@portal/domain';

// Pure changes to the cart list; the hook persists them. Items are addressed by position because the
// same plan may be in the cart twice (two homes, two lines).

export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  return [...items, item];
}

export function removeItem(items: readonly CartItem[], index: number): CartItem[] {
  return items.filter((_, i) => i !== index);
}

/** Switches an item to another packet of the same product, keeping its service and product title. */
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
    };
    if (packet.packets && packet.packets.length > 0) next.packets = packet.packets;
    return next;
  });
}
