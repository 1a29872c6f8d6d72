import { describe, expect, it } from 'vitest';
import {
  centsToPesos,
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatPaymentDate,
  formatPesos,
  pesosToCents,
  sumCents,
} from './format.js';

const nbsp = (s: string): string => s.replace(/\u00a0/g, ' ');

describe('money', () => {
  it('formats cents as Argentine pesos', () => {
    expect(nbsp(formatPesos(123450))).toBe('$ 1.234,50');
    expect(nbsp(formatPesos(0))).toBe('$ 0,00');
    expect(nbsp(formatPesos(1))).toBe('$ 0,01');
  });
  it('converts pesos to cents without float drift', () => {
    expect(pesosToCents(1.005)).toBe(101);
    expect(pesosToCents(0.1 + 0.2)).toBe(30);
    expect(pesosToCents(19.99)).toBe(1999);
    expect(pesosToCents('1234,56')).toBe(123456);
    expect(pesosToCents('12.3')).toBe(1230);
    expect(pesosToCents(-2.5)).toBe(-250);
    expect(pesosToCents(1e21)).toBe(1e23);
    expect(pesosToCents('abc')).toBeNaN();
    expect(pesosToCents('')).toBeNaN();
  });
  it('round-trips cents to pesos', () => {
    expect(centsToPesos(1999)).toBe(19.99);
    expect(pesosToCents(centsToPesos(123456))).toBe(123456);
    expect(sumCents([1999, 1, 0])).toBe(2000);
  });
});

describe('dates in Ushuaia', () => {
  const instant = new Date('2025-01-01T02:30:00Z');
  it('formats in America/Argentina/Ushuaia, not UTC', () => {
    expect(formatDate(instant)).toBe('31/12/2024');
    expect(formatDateTime(instant)).toMatch(/^31\/12\/2024,? 23:30$/);
    expect(formatPaymentDate(instant)).toBe('31-12-2024');
  });
  it('shows calendar dates as they are', () => {
    expect(formatIsoDate('2025-03-10')).toBe('10/03/2025');
    expect(formatIsoDate('2025-03-10 00:00:00')).toBe('10/03/2025');
  });
});
