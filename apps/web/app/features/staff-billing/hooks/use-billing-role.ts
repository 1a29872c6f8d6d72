import { staffRoleAtLeast, type StaffRole } from '@portal/domain';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';

/** Whether the member may use a control; the API checks the role on every route anyway (403). */
export function useBillingRole(role: StaffRole): boolean {
  const staff = useStaffSession()?.staff;
  return staff !== undefined && staffRoleAtLeast(staff.role, role);
}
