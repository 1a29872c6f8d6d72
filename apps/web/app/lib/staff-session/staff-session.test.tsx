import { staffApi } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { renderApp } from '~/test/render-app';
import {
  clearStaffSession,
  readStaffSession,
  saveStaffSession,
  STAFF_SESSION_ENDED_NOTICE,
  takeStaffNotice,
} from './staff-session';
import { useStaffApiClient } from './use-staff-api-client';
import { useStaffSession } from './use-staff-session';

const staff = { id: 1, email: 'staff@example.com', name: 'Equipo', role: 'admin', queues: [] } as const;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function WhoAmI() {
  const api = useStaffApiClient();
  const session = useStaffSession();
  useEffect(() => {
    api.call(staffApi.staffCurrentSession).catch(() => undefined);
  }, [api]);
  return <p>{session ? `Sesión de ${session.staff.name}` : 'Sin sesión'}</p>;
}

describe('staff session', () => {
  it('lives in this tab only, apart from the customer session, with a notice read once', () => {
    saveStaffSession({ token: 't1', staff: { ...staff, queues: [] } });
    expect(readStaffSession()).toEqual({ token: 't1', staff });
    expect(readStaffSession()).toBe(readStaffSession());
    expect(localStorage.length).toBe(0);
    clearStaffSession('Aviso');
    expect(readStaffSession()).toBeNull();
    expect(takeStaffNotice()).toBe('Aviso');
    expect(takeStaffNotice()).toBeNull();
  });

  it('sends the staff token, and on a 401 ends the session and goes to the sign-in with the notice', async () => {
    saveStaffSession({ token: 'vencido', staff: { ...staff, queues: [] } });
    const calls = mockFetch({
      'GET /api/admin/sesion/': () => ({
        status: 401,
        body: { message: 'Tu sesión ha expirado', code: 'SESSION_EXPIRED' },
      }),
    });
    renderApp(<WhoAmI />, { path: '/gestion/personal' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gestion/ingresar'));
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer vencido');
    expect(screen.getByText('Sin sesión')).toBeInTheDocument();
    expect(takeStaffNotice()).toBe(STAFF_SESSION_ENDED_NOTICE);
  });
});
