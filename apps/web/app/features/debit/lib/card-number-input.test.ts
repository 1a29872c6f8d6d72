import { describe, expect, it } from 'vitest';
import { editCardNumber } from './card-number-input';

describe('editCardNumber', () => {
  it('shows a pasted number in groups of four, the caret at its end', () => {
    expect(editCardNumber('4111 1111 1111 1111', 19)).toEqual({ value: '4111 1111 1111 1111', caret: 19 });
    expect(editCardNumber('4111-1111-1111-1111', 19)).toEqual({ value: '4111 1111 1111 1111', caret: 19 });
    expect(editCardNumber('4111111111111111', 16)).toEqual({ value: '4111 1111 1111 1111', caret: 19 });
  });

  it('keeps the caret after the digit it followed when typing in the middle', () => {
    // '9' typed after the 4th digit of '4111 1111': the caret follows the 9, past the group's space.
    expect(editCardNumber('41119 1111', 5)).toEqual({ value: '4111 9111 1', caret: 6 });
    // Deleting the space before the 5th digit leaves the digits and the caret where they were.
    expect(editCardNumber('41111111', 4)).toEqual({ value: '4111 1111', caret: 4 });
  });

  it('stops at 16 digits', () => {
    expect(editCardNumber('4111 1111 1111 11112', 20)).toBeNull();
    expect(editCardNumber('3782 8224 6310 005', 18)?.value).toBe('3782 8224 6310 005');
  });
});
