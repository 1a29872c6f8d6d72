import { describe, expect, it } from 'vitest';
import { stripControlCharacters } from './control-characters.js';

describe('stripControlCharacters', () => {
  it('removes NUL, escapes, carriage returns and C1 codes, and keeps tab, line feed and accents', () => {
    expect(stripControlCharacters('Abo\u0000no\u001b[31m\r\u0085 Río\tGrande\nTDF\u007f')).toBe(
      'Abono[31m Río\tGrande\nTDF',
    );
  });

  it('leaves clean text alone', () => {
    expect(stripControlCharacters('Internet 300 Megas — ñandú')).toBe('Internet 300 Megas — ñandú');
  });
});
