import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import { zodErrorToFields } from '../validation-fields.js';
import {
  contactMessageSchema,
  contactMessageSchemas,
  createContactMessageSchemas,
  normaliseMultipartFields,
  planChangeDiffers,
} from './contact-message.js';

const person = { name: 'Ana Pérez', email: 'ana@example.com', phone: '2901431234', dni: '30123456' };
const customer = { subscriber: 1, client_id: 1001 } as const;
const cartItem = {
  service: 'internet',
  title: 'Internet',
  packet_name: 'Gpon 300',
  amount: 25999.9,
  promotion: false,
  name: '300 Mb',
};

const valid: Record<number, Record<string, unknown>> = {
  1: { type: 1, ...person, address: 'San Martín 123', message: 'Quiero que me llamen' },
  2: { type: 2, ...customer, ...person, service: 'Internet', details: 'Me mudo' },
  3: { type: 3, address: 'Maipú 456', message: 'Conexión en el poste', nro: '456' },
  6: { type: 6, ...person, service: 'Click TV' },
  7: { type: 7, ...person, address: 'San Martín 123', message: 'Carrito', items: [cartItem] },
  8: { type: 8, ...person, address: 'Parque industrial', message: 'Enlace dedicado' },
  9: { type: 9, ...customer, ...person, clickTvPlan: 'Click TV Full' },
  10: { type: 10, ...customer, name: 'Ana', internetPlan: 'Gpon 500', currentInternetPlan: 'Gpon 300' },
  11: {
    type: 11,
    ...customer,
    ...person,
    birthdate: '1990-04-01',
    gender: 'Femenino',
    address: 'San Martín 123',
  },
  12: { type: 12, ...customer, address: 'Kuanip 10', city: 'Ushuaia', locality: 'Centro', numberOfMouths: 2 },
  13: { type: 13, ...customer, name: 'Ana', dni: '30123456', message: 'Autorizo a Juan' },
  30: { type: 30, ...person, address: 'San Martín 123', message: 'Técnica en redes, 5 años' },
};

/** The fields each type requires by spec §5 (and login for 2, 9-13). */
const required: Record<number, string[]> = {
  1: ['name', 'email', 'phone', 'dni', 'address', 'message'],
  2: ['name', 'email', 'phone', 'service', 'dni', 'details', 'client_id', 'subscriber'],
  3: ['address', 'message', 'nro'],
  6: ['name', 'email', 'phone', 'service', 'dni'],
  7: ['name', 'email', 'phone', 'dni', 'address', 'message', 'items'],
  8: ['name', 'email', 'phone', 'dni', 'address', 'message'],
  9: ['name', 'email', 'phone', 'dni', 'client_id'],
  10: ['name', 'client_id'],
  11: ['name', 'dni', 'birthdate', 'gender', 'email', 'phone', 'address', 'client_id'],
  12: ['address', 'city', 'locality', 'numberOfMouths', 'client_id'],
  13: ['name', 'dni', 'message', 'client_id'],
  30: ['name', 'email', 'phone', 'dni', 'address', 'message'],
};

describe('contact message payload', () => {
  it.each(Object.keys(valid).map(Number))('accepts a complete type %i', (type) => {
    const result = contactMessageSchema.safeParse(valid[type]);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  for (const [type, fields] of Object.entries(required)) {
    it.each(fields)(`type ${type} requires %s`, (field) => {
      const body = { ...valid[Number(type)] };
      delete body[field];
      const result = contactMessageSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(Object.keys(zodErrorToFields(result.error!))).toContain(field);
    });
  }

  it('treats blank text as missing, in Spanish', () => {
    const result = contactMessageSchemas[1].safeParse({ ...valid[1], name: '   ' });
    expect(zodErrorToFields(result.error!)).toEqual({ name: messages.required });
  });

  it('illegal report needs no name or email, and takes depto/house/floor', () => {
    expect(
      contactMessageSchemas[3].safeParse({ ...valid[3], depto: 'B', house: '2', floor: '1' }).success,
    ).toBe(true);
  });

  it('caps text at 60 and message/details at 3000 characters', () => {
    const schema = contactMessageSchemas[1];
    expect(schema.safeParse({ ...valid[1], name: 'a'.repeat(60) }).success).toBe(true);
    const long = schema.safeParse({ ...valid[1], name: 'a'.repeat(61) });
    expect(zodErrorToFields(long.error!)).toEqual({ name: 'Máximo 60 caracteres.' });
    expect(schema.safeParse({ ...valid[1], message: 'a'.repeat(3000) }).success).toBe(true);
    expect(schema.safeParse({ ...valid[1], message: 'a'.repeat(3001) }).success).toBe(false);
    const cancel = contactMessageSchemas[2];
    expect(cancel.safeParse({ ...valid[2], details: 'a'.repeat(3000) }).success).toBe(true);
    expect(cancel.safeParse({ ...valid[2], details: 'a'.repeat(3001) }).success).toBe(false);
  });

  it('regret and cancellation take only the listed services', () => {
    for (const service of ['Internet', 'Telefonía', 'Televisión', 'Click TV', 'Todos los servicios']) {
      expect(contactMessageSchemas[6].safeParse({ ...valid[6], service }).success).toBe(true);
    }
    expect(contactMessageSchemas[6].safeParse({ ...valid[6], service: 'Cable' }).success).toBe(false);
    expect(contactMessageSchemas[2].safeParse({ ...valid[2], service: 'telefonia' }).success).toBe(false);
  });

  it('rejects a bad email, a lettered dni and phone', () => {
    const r = contactMessageSchemas[1].safeParse({
      ...valid[1],
      email: 'ana@',
      dni: '30.123.456',
      phone: '+54',
    });
    expect(zodErrorToFields(r.error!)).toEqual({
      email: messages.invalidEmail,
      dni: messages.digitsOnly,
      phone: messages.digitsOnly,
    });
  });

  it('login types require subscriber 1', () => {
    expect(contactMessageSchemas[2].safeParse({ ...valid[2], subscriber: 0 }).success).toBe(false);
    expect(contactMessageSchemas[1].safeParse({ ...valid[1], subscriber: 0 }).success).toBe(true);
    expect(contactMessageSchemas[1].safeParse({ ...valid[1], subscriber: 2 }).success).toBe(false);
  });

  it('cart needs at least one item', () => {
    const r = contactMessageSchemas[7].safeParse({ ...valid[7], items: [] });
    expect(zodErrorToFields(r.error!)).toEqual({ items: messages.cartItemsRequired });
  });

  it('acquire needs at least one internet or Click TV plan', () => {
    const { clickTvPlan: _c, ...none } = valid[9] as Record<string, unknown>;
    const r = contactMessageSchemas[9].safeParse(none);
    expect(zodErrorToFields(r.error!)).toEqual({ internetPlan: messages.planRequired });
    expect(contactMessageSchemas[9].safeParse({ ...none, internetPlan: 'Gpon 300' }).success).toBe(true);
  });

  it('plan change needs a selection different from the current product', () => {
    const same = { ...valid[10], internetPlan: 'Gpon 300' };
    expect(zodErrorToFields(contactMessageSchemas[10].safeParse(same).error!)).toEqual({
      internetPlan: messages.planUnchanged,
    });
    expect(planChangeDiffers({ internetPlan: 'A', currentInternetPlan: 'A', clickTvPlan: 'B' })).toBe(true);
    expect(planChangeDiffers({ internetPlan: '', currentInternetPlan: 'A' })).toBe(false);
  });

  it('holder change needs an adult birth date and a known gender', () => {
    const today = () => ({ year: 2025, month: 6, day: 15 });
    const schema = createContactMessageSchemas(today).byType[11];
    expect(schema.safeParse({ ...valid[11], birthdate: '2007-06-15' }).success).toBe(true);
    const minor = schema.safeParse({ ...valid[11], birthdate: '2007-06-16' });
    expect(zodErrorToFields(minor.error!)).toEqual({ birthdate: messages.birthDateNotAdult });
    expect(schema.safeParse({ ...valid[11], gender: 'Otro' }).success).toBe(false);
  });

  it('move fixes the province to Tierra del Fuego', () => {
    const parsed = contactMessageSchemas[12].parse(valid[12]);
    expect(parsed.province).toBe('Tierra del Fuego');
    expect(contactMessageSchemas[12].safeParse({ ...valid[12], province: 'Santa Cruz' }).success).toBe(false);
    expect(contactMessageSchemas[12].safeParse({ ...valid[12], numberOfMouths: 0 }).success).toBe(false);
  });

  it('rejects unknown types', () => {
    expect(contactMessageSchema.safeParse({ ...valid[1], type: 4 }).success).toBe(false);
  });

  it('reads multipart string fields as numbers', () => {
    const fields = normaliseMultipartFields({
      type: '13',
      subscriber: '1',
      client_id: '1001',
      name: 'Ana',
      dni: '30123456',
      message: 'x',
    });
    expect(contactMessageSchema.safeParse(fields).success).toBe(true);
    expect(normaliseMultipartFields({ dni: '0123' })).toEqual({ dni: '0123' });
  });
});
