import { describe, expect, it } from 'vitest';
import { priceLabels, priceOf } from './price-labels';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('priceLabels', () => {
  it('formats every amount of the page once, add-ons included, keyed by cents', () => {
    const labels = priceLabels([
      {
        product_name: 'Gpon',
        packets: [
          {
            packet_name: 'GPON 300',
            name: 'Internet 300',
            amount: 22500,
            promotion: false,
            packets: [{ packet_name: 'IP', name: 'IP fija', amount: 6500.5, promotion: false }],
          },
          { packet_name: 'GPON 100', name: 'Internet 100', amount: 22500, promotion: true },
        ],
      },
    ]);
    expect(labels).toEqual({ 2250000: nbsp('$ 22.500,00'), 650050: nbsp('$ 6.500,50') });
  });

  it('lists installation charges and the price a promotion turns into', () => {
    const packet = { packet_name: 'P', name: 'P', amount: 100, promotion: true };
    const labels = priceLabels([
      {
        product_name: 'Dibox',
        packets: [
          { ...packet, installation_cents: 1_500_000, regular_amount_cents: 20_000 },
          // Not a promotion any more, and free installation: neither is shown, so neither is listed.
          { ...packet, promotion: false, installation_cents: 0, regular_amount_cents: 30_000 },
        ],
      },
    ]);
    expect(Object.keys(labels).sort()).toEqual(['10000', '1500000', '20000']);
  });
});

describe('priceOf', () => {
  it('uses the label the server wrote, and formats an amount it did not list', () => {
    const packet = { packet_name: 'X', name: 'X', amount: 100, promotion: false };
    expect(priceOf({ 10000: 'etiqueta del servidor' }, packet)).toBe('etiqueta del servidor');
    expect(priceOf({}, packet)).toBe(nbsp('$ 100,00'));
  });
});
