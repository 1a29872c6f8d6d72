import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountQueryProvider } from '~/lib/api/account-query-provider';
import { renderApp, type RenderAppOptions } from './render-app';

/** Renders account UI inside the account area's query client, as the /mi-cuenta layout does. */
export function renderInAccount(ui: ReactNode, options: RenderAppOptions = {}) {
  return renderApp(<AccountQueryProvider>{ui}</AccountQueryProvider>, options);
}

/** For afterEach: the stubbed fetch and the stored session go, so each test starts signed out. */
export function forgetBrowser() {
  vi.unstubAllGlobals();
  localStorage.clear();
}
