import { describe, expect, it } from 'vitest';
import { suggestedBank } from './bank-suggestion';

const banks = [
  { bancoid: 11, banconombre: 'Banco de la Nación Argentina' },
  { bancoid: 285, banconombre: 'Banco Macro' },
];

describe('suggestedBank', () => {
  it("reads the bank code from the CBU's first three digits, leading zeros included", () => {
    expect(suggestedBank('0110599550000012345679', banks)?.banconombre).toBe('Banco de la Nación Argentina');
    expect(suggestedBank('285', banks)?.bancoid).toBe(285);
  });

  it('suggests nothing before three digits or for a code not in the list', () => {
    expect(suggestedBank('28', banks)).toBeNull();
    expect(suggestedBank('999000', banks)).toBeNull();
  });
});
