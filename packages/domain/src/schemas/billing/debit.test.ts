import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import { zodErrorToFields } from '../validation-fields.js';
import { createDebitSchemas } from './debit.js';

const today = () => ({ year: 2025, month: 11, day: 20 });
const { card, cbu, cancel, resource } = createDebitSchemas(today);

const validCard = {
  empresaId: 20,
  clienteNro: 1001,
  actionsDebit: 0,
  medCobroId: 13,
  clienteDebNro: '4111111111111111',
  clienteDebVto: '01/2026',
  clienteDebCI: '30123456',
  clienteDebBanco: 268,
  clienteDebTitular: 'Ana Pérez',
};
const validCbu = {
  empresaId: 20,
  clienteNro: 1001,
  actionsDebit: 0,
  medCobroId: 45,
  clienteCBU: '2850590940090418135201',
  clienteDebCI: '30123456',
  clienteDebBanco: 285,
  clienteDebTitular: 'Ana',
};

const fieldsOf = (schema: typeof resource | typeof card | typeof cbu, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? {} : zodErrorToFields(r.error);
};

describe('automatic debit resource', () => {
  it('accepts a card registration, a CBU registration and a cancellation', () => {
    expect(fieldsOf(resource, validCard)).toEqual({});
    expect(fieldsOf(resource, validCbu)).toEqual({});
    expect(cancel.safeParse({ empresaId: 20, clienteNro: 1001, actionsDebit: 1 }).success).toBe(true);
    expect(resource.safeParse({ empresaId: 20, clienteNro: 1001, actionsDebit: 1 }).success).toBe(true);
  });

  it('fixes empresaId to 20', () => {
    expect(fieldsOf(card, { ...validCard, empresaId: 2 })).toHaveProperty('empresaId');
  });

  it.each([13, 12, 27, 33, 35, 32])('offers card method %i', (medCobroId) => {
    expect(card.safeParse({ ...validCard, medCobroId }).success).toBe(true);
  });

  it('refuses other card methods and routes 45 to the CBU rules', () => {
    expect(resource.safeParse({ ...validCard, medCobroId: 14 }).success).toBe(false);
    expect(fieldsOf(resource, { ...validCard, medCobroId: 45 })).toHaveProperty('clienteCBU');
  });

  it.each([
    ['4222222222222', messages.cardLength],
    ['30569309025904', null],
    ['378282246310005', null],
    ['41111111111111113', messages.cardLength],
    ['4111111111111112', messages.cardLuhn],
  ])('card number %s', (clienteDebNro, error) => {
    expect(fieldsOf(card, { ...validCard, clienteDebNro }).clienteDebNro ?? null).toBe(error);
  });

  it('takes a card number as printed, with spaces or dashes, and passes on its digits', () => {
    for (const printed of ['4111 1111 1111 1111', ' 4111-1111-1111-1111 ', '4111  1111 1111 1111']) {
      const parsed = card.safeParse({ ...validCard, clienteDebNro: printed });
      expect(parsed.success && parsed.data.clienteDebNro).toBe('4111111111111111');
    }
    expect(fieldsOf(card, { ...validCard, clienteDebNro: '4111 1111 1111 1112' }).clienteDebNro).toBe(
      messages.cardLuhn,
    );
    expect(fieldsOf(card, { ...validCard, clienteDebNro: '4111.1111.1111.1111' }).clienteDebNro).toBe(
      messages.digitsOnly,
    );
  });

  it('holder id must be longer than 6 characters', () => {
    expect(fieldsOf(card, { ...validCard, clienteDebCI: '123456' })).toEqual({
      clienteDebCI: messages.holderIdTooShort,
    });
    expect(fieldsOf(card, { ...validCard, clienteDebCI: '1234567' })).toEqual({});
    expect(fieldsOf(cbu, { ...validCbu, clienteDebCI: '123456' })).toHaveProperty('clienteDebCI');
  });

  it('card expiry from the current month on', () => {
    expect(fieldsOf(card, { ...validCard, clienteDebVto: '11/2025' })).toEqual({});
    expect(fieldsOf(card, { ...validCard, clienteDebVto: '10/2025' })).toEqual({
      clienteDebVto: messages.cardExpiryPast,
    });
    expect(fieldsOf(card, { ...validCard, clienteDebVto: 'mañana' })).toEqual({
      clienteDebVto: messages.cardExpiryInvalid,
    });
  });

  it('requires the bank and the holder', () => {
    const { clienteDebBanco: _b, clienteDebTitular: _t, ...rest } = validCard;
    expect(fieldsOf(card, rest)).toEqual({
      clienteDebBanco: messages.bankRequired,
      clienteDebTitular: messages.required,
    });
  });

  it('CBU holder must be longer than 1 character', () => {
    expect(fieldsOf(cbu, { ...validCbu, clienteDebTitular: 'A' })).toEqual({
      clienteDebTitular: messages.holderTooShort,
    });
    expect(fieldsOf(cbu, { ...validCbu, clienteDebTitular: 'Al' })).toEqual({});
  });

  it.each([
    ['285059094009041813520', messages.cbuLength],
    ['28505909400904181352011', messages.cbuLength],
    ['0000003100000123456784', 'No se admite CVU'],
    ['4530001500000123456784', messages.cbuForbiddenPrefix],
    ['2850590940090418135202', messages.cbuCheckDigits],
  ])('CBU %s', (clienteCBU, error) => {
    expect(fieldsOf(cbu, { ...validCbu, clienteCBU })).toEqual({ clienteCBU: error });
  });
});
