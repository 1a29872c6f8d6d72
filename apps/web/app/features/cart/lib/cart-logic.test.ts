import { cartTotalCents, type CartItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { addItem, changePlan, removeItem } from './cart-ops';
import { parseStoredCart } from './cart-storage';

const gpon300: CartItem = {
  service: 'internet',
  title: 'Gpon',
  packet_name: 'GPON 300',
  amount: 32000,
  promotion: false,
  name: 'Internet 300 Megas',
};
const click: CartItem = {
  service: 'streaming',
  title: 'ClickTv',
  packet_name: 'CLICK FULL',
  amount: 15900.5,
  promotion: true,
  name: 'Click TV Full',
};

describe('cart logic', () => {
  it('totals the item amounts in cents', () => {
    expect(cartTotalCents([])).toBe(0);
    expect(cartTotalCents(addItem([gpon300], click))).toBe(3_200_000 + 1_590_050);
  });

  it('changes one item to another packet of the same product', () => {
    const next = changePlan([gpon300, click], 0, {
      packet_name: 'GPON 1000',
      name: 'Internet 1000 Megas',
      amount: 52900,
      promotion: true,
      packets: [{ packet_name: 'IP FIJA', name: 'IP fija', amount: 6500, promotion: false }],
    });
    expect(next[0]).toMatchObject({
      service: 'internet',
      title: 'Gpon',
      packet_name: 'GPON 1000',
      amount: 52900,
    });
    expect(next[0]?.packets).toHaveLength(1);
    expect(next[1]).toBe(click);
    expect(cartTotalCents(next)).toBe(5_290_000 + 1_590_050);
  });

  it('removes by position, so one of two equal plans goes', () => {
    expect(removeItem([gpon300, gpon300, click], 1)).toEqual([gpon300, click]);
  });

  it('reads back what it stored', () => {
    expect(parseStoredCart(JSON.stringify([gpon300, click]))).toEqual([gpon300, click]);
  });

  it('drops a tampered or corrupt cart instead of failing', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('"hola"')).toEqual([]);
    expect(parseStoredCart('null')).toEqual([]);
    const tampered = [
      gpon300,
      { title: 'x' },
      { ...click, amount: -5 },
      42,
      null,
      { ...gpon300, amount: 'mucho' },
    ];
    expect(parseStoredCart(JSON.stringify(tampered))).toEqual([gpon300]);
  });

  it('repairs items of an older version', () => {
    const old = { items: [{ title: 'ClickTv', packet_name: 'CLICK BASICO', amount: '9900' }] };
    expect(parseStoredCart(JSON.stringify(old))).toEqual([
      {
        service: 'streaming',
        title: 'ClickTv',
        packet_name: 'CLICK BASICO',
        amount: 9900,
        promotion: false,
        name: 'CLICK BASICO',
      },
    ]);
  });
});

describe('zod-free helpers agree with the domain', () => {
  it('the panel total (sumCents of pesosToCents) equals cartTotalCents', async () => {
    const { pesosToCents, sumCents } = await import('@portal/domain');
    const items = [gpon300, click, { ...click, amount: 0.1 }, { ...gpon300, amount: 0.2 }];
    expect(sumCents(items.map((i) => pesosToCents(i.amount)))).toBe(cartTotalCents(items));
  });

  it('the first-render shape check accepts what the schema accepts and rejects tampering', async () => {
    const { readCartShape } = await import('./cart-shape');
    expect(readCartShape(JSON.stringify([gpon300, click]))).toEqual([gpon300, click]);
    expect(
      readCartShape(JSON.stringify([{ ...gpon300, service: 'tv' }, { ...click, amount: -1 }, 'x'])),
    ).toEqual([]);
    expect(readCartShape('{broken')).toEqual([]);
  });
});
