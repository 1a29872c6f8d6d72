import { describe, expect, it } from 'vitest';
import { USHUAIA_MAP } from '../../constants.js';
import { isInsideUshuaiaBounds } from './map.js';

describe('Ushuaia bounds', () => {
  it('contains the centre and the edges', () => {
    expect(isInsideUshuaiaBounds(USHUAIA_MAP.center)).toBe(true);
    expect(isInsideUshuaiaBounds({ lat: -53.7, lng: -67.6 })).toBe(true);
    expect(isInsideUshuaiaBounds({ lat: -53.86, lng: -67.83 })).toBe(true);
  });
  it('excludes points just outside each side', () => {
    expect(isInsideUshuaiaBounds({ lat: -53.69, lng: -67.7 })).toBe(false);
    expect(isInsideUshuaiaBounds({ lat: -53.87, lng: -67.7 })).toBe(false);
    expect(isInsideUshuaiaBounds({ lat: -53.78, lng: -67.84 })).toBe(false);
    expect(isInsideUshuaiaBounds({ lat: -53.78, lng: -67.59 })).toBe(false);
  });
});
