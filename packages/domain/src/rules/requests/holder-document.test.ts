import { describe, expect, it } from 'vitest';
import { holderDocumentKey } from './holder-document.js';

describe('holderDocumentKey', () => {
  it('reads a DNI, with or without dots, as 8 digits', () => {
    expect(holderDocumentKey('30123456')).toBe('30123456');
    expect(holderDocumentKey('30.123.456')).toBe('30123456');
    expect(holderDocumentKey('1234567')).toBe('01234567');
  });

  it('reads the DNI inside a CUIT or CUIL', () => {
    expect(holderDocumentKey('20-30123456-7')).toBe('30123456');
    expect(holderDocumentKey('27301234569')).toBe('30123456');
  });

  it('refuses what is no document', () => {
    expect(holderDocumentKey('')).toBeNull();
    expect(holderDocumentKey('12345')).toBeNull();
    expect(holderDocumentKey('123456789')).toBeNull();
    expect(holderDocumentKey('3012345a')).toBeNull();
  });
});
