// What a plan card says besides its price (ADR 0063), as plain Spanish text. No Intl here: amounts come as the
// server's labels and dates are rewritten by hand, so the hydrated card reads exactly as the HTML did.
import type { Packet } from '@portal/domain';
import { centsLabel, priceOf, type PriceLabels } from './price-labels';

/** '2026-12-31' -> '31/12/2026'; anything else is shown as stored. */
export function calendarDateLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** ['300 Mbps de bajada', '150 Mbps de subida']; empty for a plan without speeds. */
export function speedParts(packet: Packet): string[] {
  const down = packet.speed_down_mbps;
  const up = packet.speed_up_mbps;
  if (down === undefined) return [];
  return up === undefined ? [`${down} Mbps de bajada`] : [`${down} Mbps de bajada`, `${up} Mbps de subida`];
}

/** 'Instalación sin cargo' or 'Instalación: $ 15.000,00'; null when the catalogue does not say. */
export function installationLine(packet: Packet, labels: PriceLabels): string | null {
  const cents = packet.installation_cents;
  if (cents === undefined) return null;
  return cents === 0 ? 'Instalación sin cargo' : `Instalación: ${centsLabel(labels, cents)}`;
}

/** 'Sin permanencia' or 'Permanencia mínima: 12 meses'. */
export function termLine(packet: Packet): string | null {
  const months = packet.contract_months;
  if (months === undefined) return null;
  if (months === 0) return 'Sin permanencia';
  return `Permanencia mínima: ${months} ${months === 1 ? 'mes' : 'meses'}`;
}

/** What 'Promoción' means: '$ 52.900,00 hasta el 31/12/2026, después $ 64.900,00'. */
export function promotionLine(packet: Packet, labels: PriceLabels): string | null {
  if (!packet.promotion) return null;
  const price = priceOf(labels, packet);
  const until = packet.promotion_until ? ` hasta el ${calendarDateLabel(packet.promotion_until)}` : '';
  const regular = packet.regular_amount_cents;
  const after = regular !== undefined ? `, después ${centsLabel(labels, regular)}` : '';
  if (!until && !after) return `Precio promocional de ${price} por tiempo limitado`;
  return `${price}${until}${after}`;
}
