import { describe, expect, it } from 'vitest';
import { deskNavFor } from './desk-nav';

describe('deskNavFor', () => {
  it('shows each role only what it can use', () => {
    const labels = (role: string) => deskNavFor(role).map((item) => item.label);
    expect(labels('agente')).toEqual([
      'Gestiones',
      'Respuestas guardadas',
      'Catálogo',
      'Facturación',
      'Pagos para revisar',
      'Mi contraseña',
    ]);
    expect(labels('supervisor')).toEqual([
      'Gestiones',
      'Respuestas guardadas',
      'Informe',
      'Catálogo',
      'Facturación',
      'Pagos para revisar',
      'Registro de bajas',
      'Mi contraseña',
    ]);
    expect(labels('admin')).toEqual([
      'Gestiones',
      'Respuestas guardadas',
      'Informe',
      'Catálogo',
      'Facturación',
      'Pagos para revisar',
      'Registro de bajas',
      'Personal',
      'Auditoría',
      'Mi contraseña',
    ]);
    expect(labels('desconocido')).toEqual([]);
  });
});
