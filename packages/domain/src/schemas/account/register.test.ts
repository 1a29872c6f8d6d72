import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import { zodErrorToFields } from '../validation-fields.js';
import { createRegisterDraftSchema } from './register.js';

const schema = createRegisterDraftSchema(() => ({ year: 2025, month: 6, day: 15 }));
const draft = {
  name: 'Ana',
  surName: 'Pérez',
  gender: 'Femenino',
  dni: '30123456',
  birthdate: '2007-06-15',
  acceptByC: true,
  property: 'Casa',
  phone: '2901431234',
  email: 'ana@example.com',
  address: { address: 'San Martín', number: '123', lat: -53.7877, lng: -67.709 },
  password: 'Demo1234',
  repeatPassword: 'Demo1234',
};
const fields = (body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? {} : zodErrorToFields(r.error);
};

describe('register draft', () => {
  it('accepts a complete draft (born exactly 18 years ago)', () => {
    expect(fields(draft)).toEqual({});
  });
  it('refuses a birth date one day short of 18 years', () => {
    expect(fields({ ...draft, birthdate: '2007-06-16' })).toEqual({ birthdate: messages.birthDateNotAdult });
  });
  it('requires accepting the terms', () => {
    expect(fields({ ...draft, acceptByC: false })).toEqual({ acceptByC: messages.mustAcceptTerms });
  });
  it('keeps the map position inside Ushuaia', () => {
    expect(fields({ ...draft, address: { ...draft.address, lat: -54.8 } })).toEqual({
      'address.lat': messages.positionOutsideMap,
    });
  });
  it('accepts the optional residence, how they heard and previous provider', () => {
    expect(fields({ ...draft, residence: 'Casa', howHeard: 'Radio', previousProvider: 'Otro' })).toEqual({});
    expect(fields({ ...draft, howHeard: 'x'.repeat(61) })).toEqual({ howHeard: 'Máximo 60 caracteres.' });
  });
  it('applies the password rules', () => {
    expect(fields({ ...draft, repeatPassword: 'Demo12345' })).toEqual({
      repeatPassword: messages.passwordsMustMatch,
    });
  });
});
