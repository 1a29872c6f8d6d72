import { describe, expect, it } from 'vitest';
import { cartItemSchema, cartTotalCents, rateSchema } from './rates.js';

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
  it('sums the cart in cents without drift', () => {
    expect(cartTotalCents([{ amount: 0.1 }, { amount: 0.2 }])).toBe(30);
    expect(cartTotalCents([{ amount: 25999.9 }, { amount: 12000 }])).toBe(3799990);
    expect(cartTotalCents([])).toBe(0);
  });
  it('cart items belong to internet or streaming', () => {
    const item = {
      service: 'internet',
      title: 'Internet',
      packet_name: 'Gpon',
      amount: 1,
      promotion: false,
      name: 'x',
    };
    expect(cartItemSchema.safeParse(item).success).toBe(true);
    expect(cartItemSchema.safeParse({ ...item, service: 'telefonia' }).success).toBe(false);
    expect(cartItemSchema.safeParse({ ...item, amount: -1 }).success).toBe(false);
  });
});
