// Calls to the staff content routes (/api/admin/contenido/) with a bearer token, and the audit rows of an action.
import { bearer } from './message-helpers.js';
import type { TestApp } from './test-app.js';

export const CONTENT = {
  popups: '/api/admin/contenido/popups/',
  company: '/api/admin/contenido/empresa/',
  help: '/api/admin/contenido/ayuda/',
} as const;

export function contentCaller(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
}

export async function auditRows(t: TestApp, action: string) {
  const rows = await t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    entityId: row.entity_id,
    before: row.before_state ? (JSON.parse(row.before_state) as Record<string, unknown>) : null,
    after: row.after_state ? (JSON.parse(row.after_state) as Record<string, unknown>) : null,
  }));
}
