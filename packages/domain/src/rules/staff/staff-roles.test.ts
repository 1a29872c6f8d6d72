import { describe, expect, it } from 'vitest';
import { staffRoleAtLeast } from './staff-roles.js';

describe('staffRoleAtLeast', () => {
  it('orders agente < supervisor < admin', () => {
    expect(staffRoleAtLeast('agente', 'agente')).toBe(true);
    expect(staffRoleAtLeast('agente', 'supervisor')).toBe(false);
    expect(staffRoleAtLeast('supervisor', 'agente')).toBe(true);
    expect(staffRoleAtLeast('supervisor', 'admin')).toBe(false);
    expect(staffRoleAtLeast('admin', 'supervisor')).toBe(true);
  });

  it('grants nothing to an unknown role', () => {
    expect(staffRoleAtLeast('root', 'agente')).toBe(false);
  });
});
