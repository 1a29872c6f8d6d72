import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import {
  acceptsCbuInput,
  bankOfCbu,
  cbuBankCode,
  cbuBankMismatch,
  cbuBlock1CheckDigit,
  cbuBlock2CheckDigit,
  cbuErrorMessage,
  checkCbu,
  hasValidCbuCheckDigits,
  isValidCbu,
  shouldHighlightCbu,
} from './cbu.js';

// Valid CBUs: a published Banco Macro example and two computed by hand with design §7's weights.
const MACRO = '2850590940090418135201';
const TIERRA_DEL_FUEGO = '2680001300000123456784';
const NACION = '0110599540000000876542';

describe('CBU check digits', () => {
  it('computes block 1 and block 2 check digits', () => {
    // 2*7+8*1+5*3+0*9+5*7+9*1+0*3 = 81 -> (10 - 1) % 10 = 9
    expect(cbuBlock1CheckDigit('2850590')).toBe(9);
    expect(cbuBlock2CheckDigit('4009041813520')).toBe(1);
  });

  it('gives 0 when the weighted sum is a multiple of ten', () => {
    expect(cbuBlock1CheckDigit('0000000')).toBe(0);
  });

  it.each([MACRO, TIERRA_DEL_FUEGO, NACION])('accepts the valid CBU %s', (cbu) => {
    expect(hasValidCbuCheckDigits(cbu)).toBe(true);
    expect(checkCbu(cbu)).toBeNull();
    expect(isValidCbu(cbu)).toBe(true);
  });

  it('rejects a wrong block 1 check digit', () => {
    expect(checkCbu('2850590' + '5' + MACRO.slice(8))).toBe('checkDigits');
  });

  it('rejects a wrong block 2 check digit', () => {
    expect(checkCbu(MACRO.slice(0, 21) + '2')).toBe('checkDigits');
  });

  it('rejects two swapped digits', () => {
    expect(checkCbu('2850590940090418135210')).toBe('checkDigits');
  });
});

describe('CBU length', () => {
  it('rejects 21 digits', () => {
    expect(checkCbu(MACRO.slice(0, 21))).toBe('length');
  });
  it('accepts exactly 22 digits', () => {
    expect(MACRO).toHaveLength(22);
    expect(checkCbu(MACRO)).toBeNull();
  });
  it('rejects 23 digits', () => {
    expect(checkCbu(MACRO + '0')).toBe('length');
  });
  it('rejects non-digits', () => {
    expect(checkCbu('28505909400904181352O1')).toBe('digits');
    expect(checkCbu('2850590940090418135 01')).toBe('digits');
  });
});

describe('CBU forbidden prefixes', () => {
  it('rejects 000 (a CVU) with the spec text, even when the check digits are right', () => {
    const cvu = '0000003100000123456784';
    expect(hasValidCbuCheckDigits(cvu)).toBe(true);
    expect(checkCbu(cvu)).toBe('cvu');
    expect(cbuErrorMessage('cvu')).toBe('No se admite CVU');
  });
  it('rejects 453 even with valid check digits', () => {
    const cbu = '4530001500000123456784';
    expect(hasValidCbuCheckDigits(cbu)).toBe(true);
    expect(checkCbu(cbu)).toBe('forbiddenPrefix');
  });
  it('allows prefixes that only look similar (001, 045, 454)', () => {
    expect(checkCbu('0010000' + '0'.repeat(15))).not.toBe('cvu');
    expect(checkCbu('0450000' + '0'.repeat(15))).not.toBe('forbiddenPrefix');
    expect(checkCbu('4540000' + '0'.repeat(15))).not.toBe('forbiddenPrefix');
  });
});

describe('CBU field behaviour', () => {
  it('accepts fewer than 23 characters', () => {
    expect(acceptsCbuInput('1'.repeat(22))).toBe(true);
    expect(acceptsCbuInput('1'.repeat(23))).toBe(false);
    expect(acceptsCbuInput('')).toBe(true);
    expect(acceptsCbuInput('12a')).toBe(false);
  });
  it('turns red only when invalid and longer than 2 characters', () => {
    expect(shouldHighlightCbu('12')).toBe(false);
    expect(shouldHighlightCbu('123')).toBe(true);
    expect(shouldHighlightCbu(MACRO)).toBe(false);
  });
  it('has a Spanish message for every error', () => {
    expect(cbuErrorMessage('length')).toBe(messages.cbuLength);
    expect(cbuErrorMessage('checkDigits')).toBe(messages.cbuCheckDigits);
    expect(cbuErrorMessage('forbiddenPrefix')).toBe(messages.cbuForbiddenPrefix);
    expect(cbuErrorMessage('digits')).toBe(messages.digitsOnly);
  });
});

describe('the bank a CBU names', () => {
  const banks = [
    { bancoid: 268, banconombre: 'Banco Provincia de Tierra del Fuego' },
    { bancoid: 11, banconombre: 'Banco de la Nación Argentina' },
    { bancoid: 285, banconombre: 'Banco Macro' },
  ];

  it('reads the BCRA code from the first three digits', () => {
    expect(cbuBankCode(MACRO)).toBe(285);
    expect(cbuBankCode(NACION)).toBe(11);
    expect(cbuBankCode('28')).toBeNull();
    expect(bankOfCbu(TIERRA_DEL_FUEGO, banks)?.banconombre).toBe('Banco Provincia de Tierra del Fuego');
    expect(bankOfCbu('9990000000000000000000', banks)).toBeNull();
  });

  it('names both banks when the chosen one is not the CBU’s', () => {
    expect(cbuBankMismatch(MACRO, banks[1]!, banks)).toBe(
      'El CBU corresponde a Banco Macro, no a Banco de la Nación Argentina.',
    );
    expect(cbuBankMismatch(MACRO, banks[2]!, banks)).toBeNull();
    expect(cbuBankMismatch('9990000000000000000000', banks[0]!, banks)).toBeNull();
    expect(cbuBankMismatch(MACRO, null, banks)).toBeNull();
  });
});
