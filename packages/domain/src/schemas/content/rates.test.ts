import { describe, expect, it } from 'vitest';
import {
  CART_MAX_QUANTITY,
  cartItemTotalCents,
  cartServiceOf,
  cartTotalCents,
} from '../../rules/requests/cart.js';
import { cartItemSchema, publishedPacketSchema, rateSchema } from './rates.js';

const item = {
  service: 'internet',
  title: 'Gpon',
  packet_name: 'GPON 300',
  amount: 32000,
  promotion: false,
  name: 'Internet 300 Megas',
};
const ipFija = { packet_name: 'IP FIJA', amount: 6500, promotion: false, name: 'IP fija' };

describe('rates and cart', () => {
  it('reads nested packets', () => {
    const rate = {
      product_name: 'Gpon',
      packets: [
        {
          packet_name: 'Gpon 300',
          amount: 25999.9,
          promotion: true,
          name: '300 Mb',
          packets: [{ packet_name: 'Extra', amount: 0, promotion: false, name: 'WiFi' }],
        },
      ],
    };
    expect(rateSchema.safeParse(rate).success).toBe(true);
    const bad = { ...rate, packets: [{ ...rate.packets[0], packets: [{ packet_name: 'x' }] }] };
    expect(rateSchema.safeParse(bad).success).toBe(false);
  });

  it('reads the optional catalogue details and refuses malformed ones', () => {
    const packet = {
      packet_name: 'GPON 1000',
      amount: 52900,
      amount_cents: 5_290_000,
      promotion: true,
      name: 'Internet 1000 Megas',
      packets: [],
      speed_down_mbps: 1000,
      speed_up_mbps: 500,
      includes: ['Router Wi-Fi 6 en comodato'],
      installation_cents: 0,
      contract_months: 12,
      regular_amount_cents: 6_490_000,
      promotion_until: '2026-12-31',
    };
    expect(publishedPacketSchema.parse(packet)).toEqual(packet);
    expect(publishedPacketSchema.safeParse({ ...packet, promotion_until: '31/12/2026' }).success).toBe(false);
    expect(publishedPacketSchema.safeParse({ ...packet, installation_cents: -1 }).success).toBe(false);
    const { speed_down_mbps: _d, speed_up_mbps: _u, ...withoutSpeeds } = packet;
    expect(publishedPacketSchema.safeParse(withoutSpeeds).success).toBe(true);
  });

  it('sums the cart in cents without drift', () => {
    expect(cartTotalCents([{ amount: 0.1 }, { amount: 0.2 }])).toBe(30);
    expect(cartTotalCents([{ amount: 25999.9 }, { amount: 12000 }])).toBe(3799990);
    expect(cartTotalCents([])).toBe(0);
  });

  it('prices a line as (plan + chosen add-ons) × quantity', () => {
    expect(cartItemTotalCents({ amount: 32000 })).toBe(3_200_000);
    expect(cartItemTotalCents({ amount: 32000, quantity: 2 })).toBe(6_400_000);
    expect(cartItemTotalCents({ amount: 32000, quantity: 2, packets: [ipFija, { amount: 4800.1 }] })).toBe(
      2 * (3_200_000 + 650_000 + 480_010),
    );
    expect(
      cartTotalCents([
        { amount: 0.1, quantity: 3 },
        { amount: 9900, packets: [{ amount: 0.2 }] },
      ]),
    ).toBe(30 + 990_020);
  });

  it('cart items travel as internet, streaming, tv or telefonia', () => {
    for (const service of ['internet', 'streaming', 'tv', 'telefonia']) {
      expect(cartItemSchema.safeParse({ ...item, service }).success, service).toBe(true);
    }
    expect(cartItemSchema.safeParse({ ...item, service: 'radio' }).success).toBe(false);
    expect(cartItemSchema.safeParse({ ...item, amount: -1 }).success).toBe(false);
  });

  it('takes a quantity from 1 to the maximum and chosen add-ons', () => {
    expect(cartItemSchema.parse({ ...item, quantity: 2, packets: [ipFija] })).toMatchObject({
      quantity: 2,
      packets: [ipFija],
    });
    expect(cartItemSchema.safeParse({ ...item, quantity: CART_MAX_QUANTITY }).success).toBe(true);
    for (const quantity of [0, CART_MAX_QUANTITY + 1, 1.5]) {
      expect(cartItemSchema.safeParse({ ...item, quantity }).success, String(quantity)).toBe(false);
    }
  });

  it('names the service of each product as the cart sends it', () => {
    expect(cartServiceOf('Gpon')).toBe('internet');
    expect(cartServiceOf('Fibra Hogar')).toBe('internet');
    expect(cartServiceOf('ClickTv')).toBe('streaming');
    expect(cartServiceOf(' dibox ')).toBe('tv');
    expect(cartServiceOf('Telefonía')).toBe('telefonia');
    expect(cartServiceOf('Telefonia')).toBe('telefonia');
  });
});
