import { formatPesos, pesosToCents, type Packet, type Rate } from '@portal/domain';

/** The formatted price of every amount on a page, by cents: '$ 52.900,00'. */
export type PriceLabels = Record<string, string>;

/**
 * Built by the loader on the server. A browser's first Intl.NumberFormat loads its locale data (20-30 ms on a
 * phone-class CPU, in one piece), so the page hydrates with the server's text instead (ADR 0005). Prices,
 * installation charges and a promotion's later price are all listed.
 */
export function priceLabels(rates: Rate[]): PriceLabels {
  const labels: PriceLabels = {};
  const addCents = (cents: number | undefined) => {
    if (cents !== undefined) labels[cents] ??= formatPesos(cents);
  };
  const add = (packet: Packet) => {
    addCents(pesosToCents(packet.amount));
    if (packet.installation_cents) addCents(packet.installation_cents);
    if (packet.promotion) addCents(packet.regular_amount_cents);
    packet.packets?.forEach(add);
  };
  rates.forEach((rate) => rate.packets.forEach(add));
  return labels;
}

/** An amount in cents as the server wrote it; formatted here only for an amount it did not list. */
export function centsLabel(labels: PriceLabels, cents: number): string {
  return labels[cents] ?? formatPesos(cents);
}

/** The packet's monthly price as the server wrote it. */
export function priceOf(labels: PriceLabels, packet: Packet): string {
  return centsLabel(labels, pesosToCents(packet.amount));
}
