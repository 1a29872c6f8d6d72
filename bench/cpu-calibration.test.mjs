import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, medianBenchmarkIndex } from './cpu-calibration.mjs';

describe('CPU slowdown calibrated from benchmarkIndex', () => {
  it('lands on the throttling guide anchors', () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('interpolates between anchors and extends past the fastest one', () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1650)).toBe(4.5);
    expect(cpuSlowdownFor(2233)).toBe(7);
  });

  it('refuses a host slower than the device it should emulate', () => {
    expect(cpuSlowdownFor(149)).toBeNull();
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
  });

  it('takes the median of several measurements', () => {
    expect(medianBenchmarkIndex([1400, 900, 1200])).toBe(1200);
    expect(medianBenchmarkIndex([Number.NaN])).toBeNaN();
  });
});
