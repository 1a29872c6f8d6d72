// One test app per describe block: built before its tests, closed after them. The returned handle forwards to
// the app of the moment, so a suite writes `const t = useTestApp({ dialect })` instead of its own hooks.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestApp, {
    get(_, property) {
      if (!current) throw new Error('useTestApp: the app exists only inside the tests of its describe block');
      const value: unknown = Reflect.get(current, property);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
