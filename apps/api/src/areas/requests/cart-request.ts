// The cart (message type 7) is priced from the catalogue, never from the client: every plan and chosen add-on
// must exist with the amount, promotion and name GET /api/rates/ publishes now (ADR 0064). The staff mail
// then lists each line with its quantity, add-ons and the total the server computed.
import {
  cartItemTotalCents,
  cartServiceOf,
  cartTotalCents,
  formatPesos,
  messages,
  pesosToCents,
  type CartItem,
  type PublishedPacket,
  type PublishedRate,
  apiMessages,
} from '@portal/domain';
import { AppError } from '../../lib/app-error.js';

export interface CatalogueSource {
  listRates(): Promise<PublishedRate[]>;
}

type Priced = Pick<CartItem, 'amount' | 'promotion' | 'name'>;

const samePrice = (item: Priced, packet: PublishedPacket): boolean =>
  pesosToCents(item.amount) === packet.amount_cents &&
  item.promotion === packet.promotion &&
  item.name === packet.name;

/** Field errors keyed like the schema's ('items.0.amount'); empty when every line matches the catalogue. */
export function cartFieldErrors(
  items: readonly CartItem[],
  rates: readonly PublishedRate[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  items.forEach((item, index) => {
    const at = `items.${index}`;
    const packet = rates
      .find((rate) => rate.product_name === item.title)
      ?.packets.find((p) => p.packet_name === item.packet_name);
    if (!packet) {
      fields[`${at}.packet_name`] = apiMessages.cartItemUnavailable;
      return;
    }
    if (item.service !== cartServiceOf(item.title)) fields[`${at}.service`] = messages.invalidValue;
    if (!samePrice(item, packet)) fields[`${at}.amount`] = messages.cartItemChanged;
    const seen = new Set<string>();
    (item.packets ?? []).forEach((addOn, addOnIndex) => {
      const offered = packet.packets.find((p) => p.packet_name === addOn.packet_name);
      if (!offered || seen.has(addOn.packet_name)) {
        fields[`${at}.packets.${addOnIndex}`] = apiMessages.cartAddOnUnavailable;
      } else if (!samePrice(addOn, offered)) {
        fields[`${at}.packets.${addOnIndex}`] = messages.cartItemChanged;
      }
      seen.add(addOn.packet_name);
    });
  });
  return fields;
}

export class CartRequestCheck {
  constructor(private readonly catalogue: CatalogueSource) {}

  /** 400 VALIDATION_ERROR naming each line that does not match the catalogue, before anything is written. */
  async check(items: readonly CartItem[]): Promise<void> {
    const fields = cartFieldErrors(items, await this.catalogue.listRates());
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
  }
}

/** The staff mail's lines: one per plan with its quantity and unit price, its add-ons, then the total. */
export function cartMailLines(items: readonly CartItem[]): string[] {
  const lines = ['Productos pedidos:'];
  for (const item of items) {
    const quantity = item.quantity ?? 1;
    lines.push(
      `- ${quantity} × ${item.name || item.packet_name} (${item.title}, ${item.packet_name}, ${item.service}): ` +
        `${formatPesos(pesosToCents(item.amount))} por mes${item.promotion ? ' (promoción)' : ''}`,
    );
    for (const addOn of item.packets ?? []) {
      lines.push(
        `    + ${addOn.name || addOn.packet_name}: ${formatPesos(pesosToCents(addOn.amount))} por mes`,
      );
    }
    if (quantity > 1 || (item.packets?.length ?? 0) > 0) {
      lines.push(`    Subtotal: ${formatPesos(cartItemTotalCents(item))} por mes`);
    }
  }
  lines.push(`Total: ${formatPesos(cartTotalCents(items))} por mes`);
  return lines;
}
