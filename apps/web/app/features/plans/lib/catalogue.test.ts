import { describe, expect, it } from 'vitest';
import { pageOf, ratesForPage, toCartItem } from './catalogue';

describe('pageOf', () => {
  it('places every product on its service page; unknown names are internet plans', () => {
    expect(pageOf('ClickTv')).toBe('clicktv');
    expect(pageOf(' dibox ')).toBe('tv');
    expect(pageOf('Telefonia')).toBe('telefonia');
    expect(pageOf('Telefonía')).toBe('telefonia');
    expect(pageOf('Gpon')).toBe('internet');
    expect(pageOf('Fibra Hogar')).toBe('internet');
  });

  it('filters the rates of one page', () => {
    const rates = [
      { product_name: 'Gpon', packets: [] },
      { product_name: 'Dibox', packets: [] },
    ];
    expect(ratesForPage(rates, 'tv').map((rate) => rate.product_name)).toEqual(['Dibox']);
  });
});

describe('toCartItem', () => {
  const ipFija = { packet_name: 'IP FIJA', amount: 6500, promotion: false, name: 'IP fija' };
  const gpon = {
    packet_name: 'GPON 300',
    amount: 32000,
    promotion: false,
    name: 'Internet 300 Megas',
    speed_down_mbps: 300,
    packets: [ipFija, { packet_name: 'WIFI MESH', amount: 4800, promotion: false, name: 'Mesh' }],
  };

  it('is one of the plan with only the add-ons chosen, and travels as its service (ADR 0064)', () => {
    expect(toCartItem('Gpon', gpon, [{ ...ipFija, speed_down_mbps: 1 }])).toEqual({
      service: 'internet',
      title: 'Gpon',
      packet_name: 'GPON 300',
      amount: 32000,
      promotion: false,
      name: 'Internet 300 Megas',
      quantity: 1,
      packets: [ipFija],
    });
    expect(toCartItem('Dibox', gpon).service).toBe('tv');
    expect(toCartItem('Telefonia', gpon).service).toBe('telefonia');
    expect(toCartItem('ClickTv', gpon).service).toBe('streaming');
  });

  it('leaves out packets when no add-on is chosen', () => {
    expect(toCartItem('Gpon', gpon)).not.toHaveProperty('packets');
  });
});
