import { cartTotalCents, type CartItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { addItem, changePlan, removeItem, setQuantity, syncWithCatalogue, toggleAddOn } from './cart-ops';
import { readCartShape } from './cart-shape';
import { parseStoredCart } from './cart-storage';

const ipFija = { packet_name: 'IP FIJA', amount: 6500, promotion: false, name: 'IP fija' };
const mesh = { packet_name: 'WIFI MESH', amount: 4800, promotion: false, name: 'Mesh' };
const gpon300: CartItem = {
  service: 'internet',
  title: 'Gpon',
  packet_name: 'GPON 300',
  amount: 32000,
  promotion: false,
  name: 'Internet 300 Megas',
  quantity: 1,
};
const click: CartItem = {
  service: 'streaming',
  title: 'ClickTv',
  packet_name: 'CLICK FULL',
  amount: 15900.5,
  promotion: true,
  name: 'Click TV Full',
  quantity: 1,
};

describe('cart logic', () => {
  it('totals the lines in cents', () => {
    expect(cartTotalCents([])).toBe(0);
    expect(cartTotalCents(addItem([gpon300], click))).toBe(3_200_000 + 1_590_050);
  });

  it('raises the quantity of the same plan with the same add-ons instead of adding a line, up to 5', () => {
    const withIp = { ...gpon300, packets: [ipFija] };
    let cart = addItem(addItem([gpon300], withIp), gpon300);
    expect(cart).toEqual([{ ...gpon300, quantity: 2 }, withIp]);
    // Add-ons in another order are the same line.
    cart = addItem(
      addItem([{ ...gpon300, packets: [ipFija, mesh] }], { ...gpon300, packets: [mesh, ipFija] }),
      click,
    );
    expect(cart.map((i) => i.quantity)).toEqual([2, 1]);
    for (let i = 0; i < 10; i += 1) cart = addItem(cart, click);
    expect(cart[1]?.quantity).toBe(5);
    expect(cartTotalCents(cart)).toBe(2 * (3_200_000 + 650_000 + 480_000) + 5 * 1_590_050);
  });

  it('sets a quantity between 1 and 5', () => {
    expect(setQuantity([gpon300], 0, 3)[0]?.quantity).toBe(3);
    expect(setQuantity([gpon300], 0, 0)[0]?.quantity).toBe(1);
    expect(setQuantity([gpon300], 0, 9)[0]?.quantity).toBe(5);
  });

  it('ticks and unticks an add-on of a line', () => {
    const ticked = toggleAddOn([gpon300], 0, { ...ipFija, speed_down_mbps: 1 });
    expect(ticked[0]?.packets).toEqual([ipFija]);
    expect(cartTotalCents(ticked)).toBe(3_850_000);
    expect(toggleAddOn(ticked, 0, ipFija)[0]).toEqual(gpon300);
  });

  it('changes one line to another packet, keeping quantity and the add-ons the new plan offers', () => {
    const line = { ...gpon300, quantity: 2, packets: [ipFija, mesh] };
    const next = changePlan([line, click], 0, {
      packet_name: 'GPON 1000',
      name: 'Internet 1000 Megas',
      amount: 52900,
      promotion: true,
      packets: [{ ...ipFija, amount: 7000 }],
    });
    expect(next[0]).toEqual({
      service: 'internet',
      title: 'Gpon',
      packet_name: 'GPON 1000',
      amount: 52900,
      promotion: true,
      name: 'Internet 1000 Megas',
      quantity: 2,
      packets: [{ ...ipFija, amount: 7000 }],
    });
    expect(next[1]).toBe(click);
  });

  it('brings lines to the catalogue’s current prices and drops add-ons no longer offered', () => {
    const line = { ...gpon300, amount: 1, packets: [ipFija, mesh] };
    const catalogue = new Map([
      ['Gpon', [{ ...gpon300, amount: 33000, name: 'Internet 300', packets: [{ ...ipFija, amount: 7000 }] }]],
    ]);
    expect(syncWithCatalogue([line, click], catalogue)).toEqual([
      { ...gpon300, amount: 33000, name: 'Internet 300', packets: [{ ...ipFija, amount: 7000 }] },
      click,
    ]);
  });

  it('removes by position', () => {
    expect(removeItem([gpon300, { ...gpon300, packets: [ipFija] }, click], 1)).toEqual([gpon300, click]);
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

  it('repairs lines of older versions: service of the product, one of the plan, offered add-ons not bought', () => {
    const old = { items: [{ title: 'ClickTv', packet_name: 'CLICK BASICO', amount: '9900' }] };
    expect(parseStoredCart(JSON.stringify(old))).toEqual([
      {
        service: 'streaming',
        title: 'ClickTv',
        packet_name: 'CLICK BASICO',
        amount: 9900,
        promotion: false,
        name: 'CLICK BASICO',
        quantity: 1,
      },
    ]);
    const { quantity: _q, ...beforeQuantities } = gpon300;
    const dibox = { ...beforeQuantities, title: 'Dibox', service: 'streaming', packets: [ipFija] };
    const expected = { ...gpon300, title: 'Dibox', service: 'tv' };
    expect(parseStoredCart(JSON.stringify([dibox]))).toEqual([expected]);
    expect(readCartShape(JSON.stringify([dibox]))).toEqual([expected]);
  });
});

describe('zod-free helpers agree with the domain', () => {
  it('the first-render shape check accepts what the schema accepts and rejects tampering', () => {
    expect(readCartShape(JSON.stringify([gpon300, click]))).toEqual([gpon300, click]);
    expect(
      readCartShape(
        JSON.stringify([
          { ...gpon300, service: 'radio' },
          { ...click, amount: -1 },
          { ...click, quantity: 6 },
          { ...click, quantity: 1.5 },
          'x',
        ]),
      ),
    ).toEqual([]);
    expect(readCartShape('{broken')).toEqual([]);
  });
});
