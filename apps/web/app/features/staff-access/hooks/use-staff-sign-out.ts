import { staffApi } from '@portal/domain';
import { useNavigate } from 'react-router';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';
import { clearStaffSession, STAFF_SIGN_IN_PATH } from '~/lib/staff-session/staff-session';

/** 'Salir': the server ends the session row first (best effort), then this tab forgets the token. */
export function useStaffSignOut(): () => Promise<void> {
  const api = useStaffApiClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.call(staffApi.staffLogout);
    } catch {
      // Offline or already ended: the member is signed out of this tab all the same.
    }
    clearStaffSession();
    await navigate(STAFF_SIGN_IN_PATH, { replace: true });
  };
}
