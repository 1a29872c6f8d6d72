import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bulkActionSchema,
  cannedReplyInputSchema,
  cannedReplyPatchSchema,
  reportQuerySchema,
} from './desk-tools.js';

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('desk tools schemas', () => {
  it('refuse a canned reply with an unknown variable, naming it, on the body field', () => {
    expect(
      fieldErrors(cannedReplyInputSchema, { title: 'Pago', body: 'Hola {nombre}, pagá {monto}' }),
    ).toEqual({
      body: 'La variable {monto} no existe. Podés usar {nombre}, {nro_gestion}, {link_pago}, {fecha_limite}, {agente}.',
    });
    expect(cannedReplyInputSchema.parse({ title: ' Pago ', body: 'Hola {nombre}' })).toEqual({
      title: 'Pago',
      body: 'Hola {nombre}',
      queue: null,
      active: true,
    });
  });

  it('ask for a title and some change, in Spanish', () => {
    expect(fieldErrors(cannedReplyInputSchema, { title: '', body: 'x' })).toEqual({
      title: 'Escribí un título.',
    });
    expect(fieldErrors(cannedReplyPatchSchema, { version: 1 })).toEqual({ title: 'Elegí qué cambiar.' });
  });

  it('take a bulk action over a selection or a filter, never both or neither', () => {
    expect(
      bulkActionSchema.safeParse({ action: 'status', status: 'resolved', numbers: ['G-2026-000001'] })
        .success,
    ).toBe(true);
    expect(
      bulkActionSchema.safeParse({ action: 'status', status: 'resolved', filter: { queue: 'tecnica' } })
        .success,
    ).toBe(true);
    const neither = 'Elegí gestiones de la lista o aplicá la acción a todo el filtro (una de las dos).';
    expect(fieldErrors(bulkActionSchema, { action: 'status', status: 'resolved' })).toEqual({
      numbers: neither,
    });
    expect(
      fieldErrors(bulkActionSchema, {
        action: 'status',
        status: 'resolved',
        numbers: ['G-2026-000001'],
        filter: {},
      }),
    ).toEqual({ numbers: neither });
  });

  it('cap a selection at 500 and ask what to assign', () => {
    const numbers = Array.from({ length: 501 }, (_, i) => `G-2026-${String(i).padStart(6, '0')}`);
    expect(fieldErrors(bulkActionSchema, { action: 'assign', numbers, queue: 'tecnica' })).toEqual({
      numbers: 'Elegí como máximo 500 gestiones, o usá el filtro.',
    });
    expect(fieldErrors(bulkActionSchema, { action: 'assign', numbers: ['G-2026-000001'] })).toEqual({
      queue: 'Elegí una cola o a quién asignar.',
    });
    expect(fieldErrors(bulkActionSchema, { action: 'borrar', numbers: ['G-2026-000001'] })).toEqual({
      action: 'Elegí una acción: asignar, cambiar estado o responder.',
    });
  });

  it('take a report month as YYYY-MM', () => {
    expect(reportQuerySchema.safeParse({ mes: '2026-11' }).success).toBe(true);
    expect(fieldErrors(reportQuerySchema, { mes: '2026-13' })).toEqual({ mes: 'Elegí un mes (AAAA-MM).' });
  });
});
