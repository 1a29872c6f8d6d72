// Suites that wait for something the app times by Date (the public reads' micro-cache) jump the clock instead
// of sleeping: Date is faked for the whole file and keeps pace with real time between jumps, so it never goes
// back while the app is up.
import { afterAll, beforeAll, vi } from 'vitest';

/** Fakes Date for the calling file; call it at the top level, before the suites that build an app. */
export function useSteppableClock(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** Moves Date forward by `ms`, as a sleep of `ms` would have. */
export function advanceClock(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}
