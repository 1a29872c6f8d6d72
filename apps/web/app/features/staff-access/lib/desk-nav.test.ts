import { describe, expect, it } from 'vitest';
import { DESK_NAV, deskNavFor } from './desk-nav';

describe('deskNavFor', () => {
  const labels = (role: string) => deskNavFor(role).map((item) => item.label);

  it('shows an admin every section, in order', () => {
    expect(labels('admin')).toEqual(DESK_NAV.map((item) => item.label));
  });

  it('keeps the supervisor and admin sections from an agente', () => {
    const agent = labels('agente');
    expect(agent).toEqual(expect.arrayContaining(['Gestiones', 'Respuestas guardadas', 'Mi contraseña']));
    for (const section of ['Informe', 'Personal', 'Auditoría']) expect(agent).not.toContain(section);
  });

  it('gives a supervisor the report but not the admin sections', () => {
    const supervisor = labels('supervisor');
    expect(supervisor).toContain('Informe');
    expect(supervisor).not.toContain('Personal');
    expect(supervisor).toEqual(DESK_NAV.filter((item) => item.role !== 'admin').map((item) => item.label));
  });

  it('shows an unknown role nothing', () => {
    expect(labels('desconocido')).toEqual([]);
  });
});
