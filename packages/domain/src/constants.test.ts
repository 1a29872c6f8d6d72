import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

// These values are contracts with the spec (§9); a change here must be deliberate.
describe('business constants', () => {
  it('matches spec §9', () => {
    expect(c.COMPANY_CODE).toBe(2);
    expect(c.COMPANY_CODE_NO_TELEPHONY).toBe(20);
    expect(c.COMPANY_TAG).toBe('uv');
    expect(c.CAPTCHA_COMPANY).toBe('2');
    expect(c.DEBIT_COMPANY_ID).toBe(20);
    expect(c.CARD_METHOD_IDS).toEqual([13, 12, 27, 33, 35, 32]);
    expect(c.CBU_METHOD_ID).toBe(45);
    expect(c.CODE_LENGTH).toBe(6);
    expect(c.PASSWORD_MIN_LENGTH).toBe(6);
    expect([c.PHONE_NUMBER_MIN_LENGTH, c.PHONE_NUMBER_MAX_LENGTH]).toEqual([5, 10]);
    expect([c.PHONE_PREFIX_MIN_LENGTH, c.PHONE_PREFIX_MAX_LENGTH]).toEqual([2, 4]);
    expect(c.DEFAULT_PHONE_PREFIX).toBe('2901');
    expect(c.MAX_PHONES).toBe(2);
    expect(c.MIN_AGE).toBe(18);
    expect(c.DEFAULT_CARD_EXPIRY_MONTHS_AHEAD).toBe(2);
    expect(c.MAX_LENGTHS).toEqual({ text: 60, textarea: 3000, loginEmail: 50, password: 40 });
    expect(c.HOLDER_CHANGE_MIN_FILES).toBe(2);
    expect(c.AUTHORISATION_MIN_FILES).toBe(4);
    expect(c.USHUAIA_MAP).toEqual({
      bounds: { north: -53.7, south: -53.86, west: -67.83, east: -67.6 },
      center: { lat: -53.7877, lng: -67.709 },
      zoom: 12,
      strictBounds: true,
    });
    expect(c.NETWORK_CHANGE_MINUTES).toBe(5);
    expect(c.ADVISER_CALL_WORKING_DAYS).toBe(3);
    expect(c.BUTTON_HIGHLIGHT_MS).toBe(1000);
    expect(c.MODAL_Z_INDEX).toEqual({ min: 500, max: 1100 });
    expect(c.SERVICE_OPTIONS).toEqual([
      'Internet',
      'Telefonía',
      'Televisión',
      'Click TV',
      'Todos los servicios',
    ]);
    expect(c.BLOCKED_NUMBER_KEYS).toEqual(['-', '+', 'e', 'E', '.']);
    expect(c.BLOCKED_CARD_KEYS).toEqual(['-', '+', 'e', 'E']);
    expect(c.INVOICE_STATES).toEqual(['PAGA', 'IMPAGA', 'ENVIADA', 'PARCIAL', 'ANULADA']);
    expect(c.PAYMENT_CONDITION_PAID_TOGETHER).toBe('PAGADOS');
    expect(c.UNSET_BIRTH_DATE).toBe('0001-01-01 00:00:00');
  });
});
