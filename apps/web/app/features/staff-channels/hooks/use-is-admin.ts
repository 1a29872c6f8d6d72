import { staffRoleAtLeast } from '@portal/domain';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';

/** Whether the member may change the catalogue's pictures; the API checks it again on every change (403). */
export function useIsAdmin(): boolean {
  const session = useStaffSession();
  return session ? staffRoleAtLeast(session.staff.role, 'admin') : false;
}
