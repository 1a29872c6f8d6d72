import { describe, expect, it } from 'vitest';
import { nameMatches, normaliseName } from './normalise-name.js';

describe('names', () => {
  it('ignores case, accents and irregular spacing', () => {
    expect(normaliseName('  MARTINA   Fernández ')).toBe('martina fernandez');
    expect(normaliseName('Ñandú')).toBe('nandu');
  });
  it('matches the first name, or first name and surname in either order', () => {
    expect(nameMatches('martina', 'Martina', 'Fernández')).toBe(true);
    expect(nameMatches('Martina Fernandez', 'Martina', 'Fernández')).toBe(true);
    expect(nameMatches('fernandez martina', 'Martina', 'Fernández')).toBe(true);
    expect(nameMatches('Fernández', 'Martina', 'Fernández')).toBe(false);
    expect(nameMatches('Mart', 'Martina', 'Fernández')).toBe(false);
    expect(nameMatches('  ', 'Martina', 'Fernández')).toBe(false);
  });
});
