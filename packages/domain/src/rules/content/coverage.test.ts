import { describe, expect, it } from 'vitest';
import {
  coverageAddress,
  coverageAnswerText,
  coverageMessages,
  coverageQueryProblems,
  coverageFor,
  coveredLocality,
  coveredLocalities,
  DEFAULT_COVERED_LOCALITIES,
  localitiesSentence,
} from './coverage.js';

describe('covered localities', () => {
  it('cleans the stored list: trims, drops blanks, non-strings and repeats spelled differently', () => {
    expect(coveredLocalities([' Ushuaia ', 'ushuaia', 'Rio Grande', 'Río Grande', '', 7, 'Tolhuin'])).toEqual(
      ['Ushuaia', 'Rio Grande', 'Tolhuin'],
    );
  });

  it('falls back to the default list when nothing usable is stored', () => {
    expect(coveredLocalities(undefined)).toEqual(DEFAULT_COVERED_LOCALITIES);
    expect(coveredLocalities('Ushuaia')).toEqual(DEFAULT_COVERED_LOCALITIES);
    expect(coveredLocalities(['  ', null])).toEqual(DEFAULT_COVERED_LOCALITIES);
    expect(DEFAULT_COVERED_LOCALITIES).toEqual(['Ushuaia', 'Río Grande', 'Tolhuin']);
  });

  it('answers covered for a listed locality whatever its case, accents or spacing', () => {
    const list = ['Ushuaia', 'Río Grande'];
    expect(coverageFor('Ushuaia', list)).toBe('covered');
    expect(coverageFor('  rio   GRANDE ', list)).toBe('covered');
    expect(coverageFor('Tolhuin', list)).toBe('unknown');
    expect(coverageFor('', list)).toBe('unknown');
    expect(coverageFor('Ushuaia', [])).toBe('unknown');
    expect(coveredLocality('rio grande', list)).toBe('Río Grande');
    expect(coveredLocality('Tolhuin', list)).toBeUndefined();
  });

  it('names the localities as a sentence', () => {
    expect(localitiesSentence(['Ushuaia', 'Río Grande', 'Tolhuin'])).toBe('Ushuaia, Río Grande y Tolhuin');
    expect(localitiesSentence(['Ushuaia', 'Tolhuin'])).toBe('Ushuaia y Tolhuin');
    expect(localitiesSentence(['Ushuaia'])).toBe('Ushuaia');
    expect(localitiesSentence([])).toBe('');
  });

  it('builds the address line of the contact form', () => {
    expect(coverageAddress('  San Martín   1234 ', 'Ushuaia')).toBe('San Martín 1234, Ushuaia');
    expect(coverageAddress('', 'Tolhuin')).toBe('Tolhuin');
    expect(coverageAddress('Maipú 50', '')).toBe('Maipú 50');
  });

  it('says a covered answer about the locality only, never about the address', () => {
    const text = coverageAnswerText('covered', 'Tolhuin');
    expect(text).toBe('Tenemos servicio en Tolhuin; confirmamos tu dirección cuando nos dejes tus datos.');
    expect(text).not.toMatch(/¡Sí!|Llegamos/);
    expect(coverageAnswerText('unknown', 'Otra localidad')).toBe(coverageMessages.unknown);
  });

  it("names the empty fields in the site's Spanish", () => {
    expect(coverageQueryProblems({ locality: '', street: '  ' })).toEqual({
      locality: 'Elegí tu localidad.',
      street: 'Ingresá la calle y el número.',
    });
    expect(coverageQueryProblems({ locality: 'Tolhuin', street: 'Calle falsa 1' })).toEqual({});
  });
});
