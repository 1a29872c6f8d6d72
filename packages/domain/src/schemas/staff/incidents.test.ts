import { describe, expect, it } from 'vitest';
import { INCIDENT_TEXT_MAX_LENGTH, incidentInputSchema, incidentUpdateSchema } from './incidents.js';

const valid = {
  service: 'internet',
  allLocalities: false,
  localities: ['Río Grande'],
  startsAt: '2026-11-28T07:00',
  estimatedEndAt: '2026-11-28T11:00',
  publicText: 'Un nodo quedó sin energía por el viento. Estamos trabajando para normalizarlo.',
};

const fieldErrors = (input: unknown) => {
  const result = incidentInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('incidentInputSchema', () => {
  it('takes a whole incident and gives its times as ISO instants', () => {
    const parsed = incidentInputSchema.parse(valid);
    expect(parsed.startsAt).toBe('2026-11-28T10:00:00.000Z');
    expect(parsed.estimatedEndAt).toBe('2026-11-28T14:00:00.000Z');
  });

  it('asks for an estimated end after the start, on the end field', () => {
    expect(fieldErrors({ ...valid, estimatedEndAt: valid.startsAt })).toEqual({
      estimatedEndAt: 'El fin estimado tiene que ser posterior al inicio.',
    });
  });

  it('asks for a locality unless every locality is affected', () => {
    expect(fieldErrors({ ...valid, localities: [] })).toEqual({
      localities: 'Elegí al menos una localidad.',
    });
    expect(incidentInputSchema.safeParse({ ...valid, allLocalities: true, localities: [] }).success).toBe(
      true,
    );
  });

  it('gives a Spanish message per field for a bad service, time or text', () => {
    const errors = fieldErrors({
      ...valid,
      service: 'radio',
      startsAt: 'ayer',
      publicText: 'x'.repeat(INCIDENT_TEXT_MAX_LENGTH + 1),
    });
    expect(errors).toEqual({
      service: 'Elegí el servicio afectado.',
      startsAt: 'Ingresá una fecha válida.',
      publicText: `Máximo ${INCIDENT_TEXT_MAX_LENGTH} caracteres.`,
    });
    expect(fieldErrors({ ...valid, publicText: '<b>Corte</b>' })).toEqual({
      publicText: 'Escribí texto simple, sin etiquetas HTML.',
    });
  });

  it('needs the version read for an edit', () => {
    expect(incidentUpdateSchema.safeParse(valid).success).toBe(false);
    expect(incidentUpdateSchema.safeParse({ ...valid, version: 2 }).success).toBe(true);
  });
});
