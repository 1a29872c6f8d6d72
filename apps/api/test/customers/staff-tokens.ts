// One staff sign-in per role for a whole suite: staff sign-ins are rate limited per address.
import type { StaffRole } from '@portal/domain';
import { staffTokenAs } from '../support/staff-helpers.js';
import type { TestApp } from '../support/test-app.js';

export function staffTokens(t: TestApp): (role: StaffRole) => Promise<string> {
  const tokens = new Map<StaffRole, Promise<string>>();
  return (role) => {
    const token = tokens.get(role) ?? staffTokenAs(t, role);
    tokens.set(role, token);
    return token;
  };
}
