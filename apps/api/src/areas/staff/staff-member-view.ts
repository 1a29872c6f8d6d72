import { DESK_QUEUES, isStaffRole, type DeskQueue, type StaffMember } from '@portal/domain';
import type { StaffIdentity } from './staff-users-repository.js';

/** The stored comma-separated queues as the desk's list; unknown names are dropped. */
export function parseQueues(stored: string): DeskQueue[] {
  const names = stored.split(',').map((name) => name.trim());
  return DESK_QUEUES.filter((queue) => names.includes(queue));
}

export function storeQueues(queues: readonly DeskQueue[]): string {
  return DESK_QUEUES.filter((queue) => queues.includes(queue)).join(',');
}

/** The member as the API answers it; a row with a role outside the domain's list reads as agente. */
export function toStaffMember(identity: StaffIdentity): StaffMember {
  return {
    id: identity.id,
    email: identity.email,
    name: identity.name,
    role: isStaffRole(identity.role) ? identity.role : 'agente',
    queues: parseQueues(identity.queues),
  };
}
