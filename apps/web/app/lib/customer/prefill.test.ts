import { describe, expect, it } from 'vitest';
import type { DataClient } from '@portal/domain';
import { prefillFromDataClient } from './prefill';

const DATA_CLIENT: DataClient = {
  cliente: 1001,
  nombre: 'Martina',
  apellido: 'FERNÁNDEZ',
  dni: '30123456',
  telefono: '2901 431234, 2901 15555555',
  emailppl: 'cliente@example.com',
  email2: null,
  direccion: 'Av. Perito Moreno 1450',
  fecha_nac: null,
  debito_cbu: null,
};

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
