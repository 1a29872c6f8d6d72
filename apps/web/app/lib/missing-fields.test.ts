import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { missingFieldLabels } from './missing-fields';

const schema = z.object({
  name: z.string().min(1),
  email: z.email(),
  dni: z.string().regex(/^\d{7,8}$/),
  note: z.string().optional(),
});
const LABELS = { name: 'Nombre', email: 'Email', dni: 'DNI' };

describe('missingFieldLabels', () => {
  it('names the empty and refused fields in the order of the labels', () => {
    expect(missingFieldLabels(schema, { name: '', email: 'ana@', dni: '' }, LABELS)).toEqual([
      'Nombre',
      'Email',
      'DNI',
    ]);
    expect(missingFieldLabels(schema, { name: 'Ana', email: 'ana@example.com', dni: '12' }, LABELS)).toEqual([
      'DNI',
    ]);
  });

  it('is empty once the schema accepts the values', () => {
    expect(
      missingFieldLabels(schema, { name: 'Ana', email: 'ana@example.com', dni: '30111222' }, LABELS),
    ).toEqual([]);
  });
});
