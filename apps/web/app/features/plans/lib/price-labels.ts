import { formatPesos, pesosToCents, type Packet, type Rate } from '@portal/domain';

/** The formatted price of every amount on a page, by cents: '$ 52.900,00'. */
export type PriceLabels = Record<string, string>;

/**
 * Built by the loader on the server. A browser's first Intl.NumberFormat loads its locale data (20-30 ms on a
 * phone-class CPU, in one piece), so the page hydrates with the server's text instead (ADR 0005).
 */
export function priceLabels(rates: Rate[]): PriceLabels {
  const labels: PriceLabels = {};
  const add = (packet: Packet) => {
    const cents = pesosToCents(packet.amount);
    labels[cents] ??= formatPesos(cents);
    packet.packets?.forEach(add);
  };
  rates.forEach((rate) => rate.packets.forEach(add));
  return labels;
}

/** The packet's monthly price as the server wrote it; formatted here only for an amount it did not list. */
export function priceOf(labels: PriceLabels, packet: Packet): string {
  const cents = pesosToCents(packet.amount);
  return labels[cents] ?? formatPesos(cents);
}
