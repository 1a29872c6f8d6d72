import { staffRoleAtLeast, type StaffRole } from '@portal/domain';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';

/**
 * Whether the signed-in member has at least `role`. Only what the screen offers: the API checks the role on
 * every route, so a control shown by mistake still gets a 403.
 */
export function useHasDeskRole(role: StaffRole): boolean {
  const session = useStaffSession();
  return session ? staffRoleAtLeast(session.staff.role, role) : false;
}
