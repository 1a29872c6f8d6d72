import { describe, expect, it } from 'vitest';
import { isCustomModalVisible } from '../../rules/content/custom-modal-visibility.js';
import { companyConfigSchema } from './content.js';
import { dataClientSchema, hasBirthDate, preferredCustomerRecord } from '../account/customer.js';

describe('custom pop-up visibility', () => {
  const modal = {
    type: 1,
    active: true,
    datefrom: '2025-01-01T00:00:00Z',
    dateuntil: '2025-01-31T23:59:59Z',
  };
  const im = { '1': '/internet' };
  const inside = new Date('2025-01-15T12:00:00Z');
  it('shows on its page, while active, between the dates', () => {
    expect(isCustomModalVisible(modal, '/internet', im, inside)).toBe(true);
    expect(isCustomModalVisible(modal, '/tv', im, inside)).toBe(false);
    expect(isCustomModalVisible({ ...modal, active: false }, '/internet', im, inside)).toBe(false);
    expect(isCustomModalVisible(modal, '/internet', im, new Date('2025-02-01T00:00:00Z'))).toBe(false);
    expect(isCustomModalVisible(modal, '/internet', im, new Date('2024-12-31T23:59:59Z'))).toBe(false);
  });
});

describe('config and customer data', () => {
  it('reads the config and hides telephony for company 20', () => {
    const config = {
      phone: '0800 333 0000',
      phones: [],
      whatsapp: '5492901000000',
      email: 'atencion@example.com',
      address: { address: 'San Martín', number: '123' },
      opening_hours: { office: '8 a 16', phone_support: '8 a 20' },
      social_media: { facebook: 'https://facebook.com/x', x: '', instagram: '', youtube: '' },
      company_code: 2,
      telephony: true,
      covered_localities: ['Ushuaia', 'Tolhuin'],
      im: { '1': '/' },
    };
    expect(companyConfigSchema.safeParse(config).success).toBe(true);
    expect(companyConfigSchema.safeParse({ ...config, company_code: 3 }).success).toBe(false);
  });
  it('reads dataClient and its unset birth date', () => {
    const client = {
      cliente: 1001,
      nombre: 'Ana',
      apellido: 'Pérez',
      dni: '30123456',
      telefono: '2901431234,2964421234',
      emailppl: 'ana@example.com',
      email2: null,
      direccion: 'San Martín 123',
      fecha_nac: '0001-01-01 00:00:00',
      debito_cbu: null,
    };
    expect(dataClientSchema.safeParse(client).success).toBe(true);
    expect(hasBirthDate(client)).toBe(false);
    expect(hasBirthDate({ fecha_nac: '1990-01-01 00:00:00' })).toBe(true);
  });
  it('prefers the CONECTADO record', () => {
    expect(preferredCustomerRecord([{ estado: 'BAJA' }, { estado: 'CONECTADO' }])).toEqual({
      estado: 'CONECTADO',
    });
    expect(preferredCustomerRecord([{ estado: 'BAJA' }])).toEqual({ estado: 'BAJA' });
    expect(preferredCustomerRecord([])).toBeUndefined();
  });
});
