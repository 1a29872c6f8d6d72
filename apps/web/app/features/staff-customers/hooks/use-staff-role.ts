import { staffRoleAtLeast, type StaffRole } from '@portal/domain';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';

/** Whether the member may act (supervisor or above here); the API checks the role on every change anyway. */
export function useHasStaffRole(role: StaffRole): boolean {
  const session = useStaffSession();
  return session ? staffRoleAtLeast(session.staff.role, role) : false;
}
