import { describe, expect, it } from 'vitest';
import { DATA_CLIENT } from '~/test/data-client';
import { prefillFromDataClient } from './prefill';

describe('prefillFromDataClient', () => {
  it('lowercases the name and takes the first phone as digits', () => {
    expect(prefillFromDataClient(DATA_CLIENT)).toEqual({
      name: 'martina fernández',
      email: 'cliente@example.com',
      phone: '2901431234',
      dni: '30123456',
      address: 'Av. Perito Moreno 1450',
    });
  });

  it('leaves the phone empty when the customer has none', () => {
    expect(prefillFromDataClient({ ...DATA_CLIENT, telefono: '' }).phone).toBe('');
  });
});
