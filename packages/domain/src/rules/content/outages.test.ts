import { describe, expect, it } from 'vitest';
import {
  affectedLocalitiesText,
  incidentHeadline,
  incidentTouchesLocality,
  inputFromInstant,
  instantFromInput,
  isIncidentActive,
} from './outages.js';

const incident = {
  localities: ['Río Grande'],
  startsAt: '2026-11-28T10:00:00.000Z',
  estimatedEndAt: '2026-11-28T14:00:00.000Z',
  closedAt: null,
};

describe('isIncidentActive', () => {
  it('holds from its start until just before its estimated end', () => {
    expect(isIncidentActive(incident, new Date('2026-11-28T09:59:59.999Z'))).toBe(false);
    expect(isIncidentActive(incident, new Date('2026-11-28T10:00:00.000Z'))).toBe(true);
    expect(isIncidentActive(incident, new Date('2026-11-28T13:59:59.999Z'))).toBe(true);
    expect(isIncidentActive(incident, new Date('2026-11-28T14:00:00.000Z'))).toBe(false);
  });

  it('ends when it is closed, even before its estimated end', () => {
    const closed = { ...incident, closedAt: '2026-11-28T11:00:00.000Z' };
    expect(isIncidentActive(closed, new Date('2026-11-28T12:00:00.000Z'))).toBe(false);
  });
});

describe('incidentTouchesLocality', () => {
  it('matches its localities whatever the accents, case and spacing', () => {
    expect(incidentTouchesLocality(incident, 'Río Grande')).toBe(true);
    expect(incidentTouchesLocality(incident, '  rio   GRANDE ')).toBe(true);
    expect(incidentTouchesLocality(incident, 'Ushuaia')).toBe(false);
    expect(incidentTouchesLocality(incident, null)).toBe(false);
  });

  it('reaches every locality, even an unknown one, when it names none', () => {
    expect(incidentTouchesLocality({ localities: null }, 'Tolhuin')).toBe(true);
    expect(incidentTouchesLocality({ localities: null }, null)).toBe(true);
  });
});

describe('texts', () => {
  it('names the localities as a sentence', () => {
    expect(affectedLocalitiesText(['Ushuaia'])).toBe('Ushuaia');
    expect(affectedLocalitiesText(['Ushuaia', 'Tolhuin'])).toBe('Ushuaia y Tolhuin');
    expect(affectedLocalitiesText(['Ushuaia', 'Río Grande', 'Tolhuin'])).toBe(
      'Ushuaia, Río Grande y Tolhuin',
    );
    expect(affectedLocalitiesText(null)).toBe('todas las localidades');
    expect(incidentHeadline('clicktv', ['Tolhuin'])).toBe('Corte de Click TV en Tolhuin');
  });
});

describe('instantFromInput', () => {
  it('reads a datetime-local value as Ushuaia time (UTC-3) and round-trips it', () => {
    expect(instantFromInput('2026-11-28T07:30')).toBe('2026-11-28T10:30:00.000Z');
    expect(inputFromInstant('2026-11-28T10:30:00.000Z')).toBe('2026-11-28T07:30');
    expect(instantFromInput('2026-11-28T10:30:00Z')).toBe('2026-11-28T10:30:00.000Z');
    expect(instantFromInput('2026-11-28T10:30:00.000-03:00')).toBe('2026-11-28T13:30:00.000Z');
  });

  it('refuses what is not a time, a time without its zone and a day the month lacks', () => {
    expect(instantFromInput('mañana')).toBeNull();
    expect(instantFromInput('2026-11-28T10:30:00')).toBeNull();
    expect(instantFromInput('2026-02-30T10:00')).toBeNull();
  });
});
