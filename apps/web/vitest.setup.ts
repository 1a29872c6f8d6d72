import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily imported dialog is transformed on its first import, which takes over the default second when every
// test file runs at once on two cores: findBy* waits are hang detectors here, not speed checks.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // What a test stores next stands for an earlier visit or another tab: the session cache must re-read it.
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
});
