import { describe, expect, it } from 'vitest';
import { loadAddOnPrices } from './load-add-on-prices.server';

const answer = (body: unknown, status = 200) => ({
  apiFetch: async () => new Response(JSON.stringify(body), { status }),
});

const plan = (name: string, packets: unknown[] = []) => ({
  packet_name: name,
  name,
  amount: 100,
  promotion: false,
  packets,
});
const addOn = (name: string, amount: number) => ({ packet_name: name, name, amount, promotion: false });

describe('loadAddOnPrices', () => {
  it('lists each product’s add-ons once, priced, and leaves out products without any or broken', async () => {
    const state = await loadAddOnPrices(
      answer([
        {
          product_name: 'Gpon',
          packets: [
            plan('300', [addOn('IP fija', 6500)]),
            plan('600', [addOn('IP fija', 6500), addOn('Mesh', 4800)]),
          ],
        },
        { product_name: 'Dibox', packets: [plan('Básico')] },
        { product_name: 'Rota', packets: 'no' },
      ]),
    );
    expect(state).toEqual({
      status: 'ok',
      products: [
        {
          product: 'Internet por fibra óptica',
          addOns: [
            { name: 'IP fija', price: '$\u00a06.500,00' },
            { name: 'Mesh', price: '$\u00a04.800,00' },
          ],
        },
      ],
    });
  });

  it('reports an error, never throws, on a failure, an unknown answer or a network error', async () => {
    expect(await loadAddOnPrices(answer({ message: 'x' }, 500))).toEqual({ status: 'error' });
    expect(await loadAddOnPrices(answer({ rates: [] }))).toEqual({ status: 'error' });
    expect(await loadAddOnPrices({ apiFetch: () => Promise.reject(new Error('down')) })).toEqual({
      status: 'error',
    });
  });
});
