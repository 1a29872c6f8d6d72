// Back-office roles (issue #30 §1): each one can do what the one before it can, and more.
export const staffRoles = ['agente', 'supervisor', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  agente: 'Agente',
  supervisor: 'Supervisor',
  admin: 'Administrador',
};

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

/** Whether `role` grants at least what `required` grants; an unknown role grants nothing. */
export function staffRoleAtLeast(role: string, required: StaffRole): boolean {
  return isStaffRole(role) && staffRoles.indexOf(role) >= staffRoles.indexOf(required);
}
