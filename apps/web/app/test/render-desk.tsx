import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { StaffRole } from '@portal/domain';
import { saveStaffSession } from '~/lib/staff-session/staff-session';
import { StaffQueryProvider } from '~/lib/staff-session/staff-query-provider';
import { renderApp, type RenderAppOptions } from './render-app';

/** Signs a member in for this tab, as the desk's sign-in page does. */
export function signInStaff(role: StaffRole = 'supervisor') {
  saveStaffSession({
    token: 'staff-token',
    staff: { id: 7, email: 'ana@example.com', name: 'Ana Ruiz', role, queues: ['tecnica'] },
  });
}

/** Renders desk UI inside the desk's query client, as the /gestion layout does. */
export function renderInDesk(ui: ReactNode, options: RenderAppOptions = {}) {
  return renderApp(<StaffQueryProvider>{ui}</StaffQueryProvider>, options);
}

/** For afterEach: the desk unmounts first (its goodbye calls still meet the stub), then fetch and the session go. */
export function forgetDesk() {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
}
