import { staffRoleAtLeast } from '@portal/domain';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';

/** Whether the member may change the site's content: any member reads it, only admins change it (the API checks). */
export function useIsAdmin(): boolean {
  const session = useStaffSession();
  return session ? staffRoleAtLeast(session.staff.role, 'admin') : false;
}
