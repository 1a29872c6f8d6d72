// Shared by the incident suites: the staff URLs, an incident in force now (or with other times) and the
// outbox mails of one subject.
import { mailbox } from '../support/account-helpers.js';
import { bearer } from '../support/message-helpers.js';
import type { TestApp } from '../support/test-app.js';

export const INCIDENTS = '/api/admin/incidentes/';
export const PUBLIC_INCIDENTS = '/api/incidentes/';
export const CLAIMS = '/api/customer/104523/gestiones/';
export const OUTAGES = '/api/customer/104523/cortes/';

const HOUR = 60 * 60_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

export function incidentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    service: 'internet',
    allLocalities: false,
    localities: ['Ushuaia'],
    startsAt: at(-1),
    estimatedEndAt: at(3),
    publicText: 'Un nodo quedó sin energía por el viento. Estamos trabajando para normalizarlo.',
    ...overrides,
  };
}

export function call(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.request({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
}

export async function createIncident(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await call(t, token, 'POST', INCIDENTS, incidentBody(overrides));
  if (res.statusCode !== 201) throw new Error(`incident not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; version: number; localities: string[] | null };
}

export async function mailsWith(t: TestApp, subjectStart: string) {
  return (await mailbox(t)).filter((m) => m.subject.startsWith(subjectStart));
}
