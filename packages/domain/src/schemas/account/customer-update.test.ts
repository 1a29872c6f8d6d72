import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import type { PhoneEntry } from '../../rules/identity/phone.js';
import { zodErrorToFields } from '../validation-fields.js';
import { buildPhoneUpdateBodies, createCustomerUpdateSchema, isValidFullPhone } from './customer-update.js';

const schema = createCustomerUpdateSchema(() => ({ year: 2025, month: 6, day: 15 }));
const fields = (body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? {} : zodErrorToFields(r.error);
};
const entry = (over: Partial<PhoneEntry>): PhoneEntry => ({
  number: '431234',
  originalNumber: '2901431234',
  prefix: '2901',
  remove: false,
  modify: false,
  insert: false,
  ...over,
});

describe('customer update body', () => {
  it('accepts an adult birthday and refuses a minor one', () => {
    expect(fields({ birthday: '2007-06-15' })).toEqual({});
    expect(fields({ birthday: '2007-06-16' })).toEqual({ birthday: messages.birthDateNotAdult });
  });

  it('validates phone-N values and rejects unknown keys', () => {
    expect(fields({ phoneAction: 'update', 'phone-1': '2901431235', 'phone-1-old': '2901431234' })).toEqual(
      {},
    );
    expect(fields({ phoneAction: 'update', 'phone-2': '', 'phone-2-old': '2964421234' })).toEqual({});
    expect(fields({ 'phone-1': '290143' })).toEqual({ 'phone-1': messages.invalidPhone });
    expect(fields({ admin: 'true' })).toEqual({ admin: messages.invalidValue });
  });

  it('inserted phones must not start with 0 or 15 after the area code', () => {
    expect(fields({ phoneAction: 'insert', phone: '2901431234' })).toEqual({});
    expect(fields({ phoneAction: 'insert', phone: '2901051234' })).toEqual({
      phone: messages.phoneNumberInvalid,
    });
    expect(fields({ phoneAction: 'insert' })).toEqual({ phone: messages.phoneNumberInvalid });
  });

  it('takes a second email, or empty to clear it', () => {
    expect(fields({ email2: 'otra@example.com' })).toEqual({});
    expect(fields({ email2: '' })).toEqual({});
    expect(fields({ email2: 'otra@' })).toEqual({ email2: messages.invalidEmail });
  });

  it('recognises full phones', () => {
    expect(isValidFullPhone('2901431234')).toBe(true);
    expect(isValidFullPhone('02901431234')).toBe(false);
    expect(isValidFullPhone('1143214321')).toBe(true);
  });

  it('builds update and insert bodies from the editor entries', () => {
    const bodies = buildPhoneUpdateBodies([
      entry({ modify: true, number: '431235' }),
      entry({ remove: true, originalNumber: '2964421234', prefix: '2964', number: '421234' }),
      entry({ insert: true, originalNumber: '', number: '555123' }),
      entry({ insert: true, remove: true, originalNumber: '', number: '555124' }),
    ]);
    expect(bodies).toEqual([
      {
        phoneEntry: true,
        phoneAction: 'update',
        'phone-1': '2901431235',
        'phone-1-old': '2901431234',
        'phone-2': '',
        'phone-2-old': '2964421234',
      },
      { phoneEntry: true, phoneAction: 'insert', phone: '2901555123' },
    ]);
    for (const body of bodies) expect(schema.safeParse(body).success).toBe(true);
    expect(buildPhoneUpdateBodies([entry({})])).toEqual([]);
  });
});
