import { describe, expect, it } from 'vitest';
import { loadRates } from './load-rates';

const answer = (body: unknown, status = 200) => ({
  apiFetch: async () => new Response(JSON.stringify(body), { status }),
});

describe('loadRates', () => {
  it('passes the valid products of the API answer', async () => {
    const state = await loadRates(
      answer([
        { product_name: 'Dibox', packets: [{ packet_name: 'D', name: 'TV', amount: 1, promotion: false }] },
      ]),
    );
    expect(state).toMatchObject({
      status: 'ok',
      rates: [{ product_name: 'Dibox' }],
      prices: { 100: '$\u00a01,00' },
    });
  });

  it('reports an error, never throws, on a failure, an unknown answer or a network error', async () => {
    expect(await loadRates(answer({ message: 'x' }, 500))).toEqual({ status: 'error' });
    expect(await loadRates(answer({ rates: 'unknown' }))).toEqual({ status: 'error' });
    expect(
      await loadRates({
        apiFetch: () => Promise.reject(new Error('down')),
      }),
    ).toEqual({ status: 'error' });
  });

  it('treats an empty list as no plans', async () => {
    expect(await loadRates(answer([]))).toEqual({ status: 'ok', rates: [], prices: {} });
  });
});
