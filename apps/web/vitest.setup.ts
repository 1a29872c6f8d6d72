import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // What a test stores next stands for an earlier visit or another tab: the session cache must re-read it.
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
});
