import { describe, expect, it } from 'vitest';
import { cartServiceOf, pageOf, ratesForPage, toCartItem } from './catalogue';

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

describe('cartServiceOf (ADR 0022)', () => {
  it('sends television as streaming and line-based products as internet', () => {
    expect(cartServiceOf('ClickTv')).toBe('streaming');
    expect(cartServiceOf('Dibox')).toBe('streaming');
    expect(cartServiceOf('Gpon')).toBe('internet');
    expect(cartServiceOf('Telefonia')).toBe('internet');
  });
});

describe('toCartItem', () => {
  it('keeps the product name as the title and the nested packets', () => {
    const nested = { packet_name: 'Deco extra', amount: 150_000, promotion: false, name: 'Deco' };
    const item = toCartItem('Telefonia', {
      packet_name: 'Línea fija',
      amount: 800_000,
      promotion: true,
      name: 'Básico',
      packets: [nested],
    });
    expect(item).toEqual({
      service: 'internet',
      title: 'Telefonia',
      packet_name: 'Línea fija',
      amount: 800_000,
      promotion: true,
      name: 'Básico',
      packets: [nested],
    });
  });

  it('leaves out an empty packets list', () => {
    const item = toCartItem('Gpon', {
      packet_name: '300 Mb',
      amount: 1,
      promotion: false,
      name: 'x',
      packets: [],
    });
    expect(item).not.toHaveProperty('packets');
  });
});
