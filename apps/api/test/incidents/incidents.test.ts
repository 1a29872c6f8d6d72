// Incidents at /api/admin/incidentes/ (issue #31 §5): any member reads them, supervisors and admins keep them
// (agente 403, no session 401); each change is audited with before and after and guarded by its version; the
// window must end after it starts and name covered localities. Runs on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';
import { call, createIncident, incidentBody, INCIDENTS, PUBLIC_INCIDENTS } from './incidents-support.js';

describe.each(dialects)('incidents kept by staff (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let agente: string;
  let supervisor: string;
  let admin: string;
  const audit = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    agente = await staffTokenAs(t, 'agente');
    supervisor = await staffTokenAs(t, 'supervisor');
    admin = await staffTokenAs(t, 'admin');
  });

  it('lets a supervisor create one, audited, and shows it on the public read while it lasts', async () => {
    const res = await call(t, supervisor, 'POST', INCIDENTS, incidentBody({ localities: ['rio grande'] }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      service: 'internet',
      localities: ['Río Grande'],
      active: true,
      closedAt: null,
      linkedRequests: 0,
      version: 1,
    });
    const [entry] = await audit('incident.create');
    expect(entry).toMatchObject({ entity: 'incident', entity_id: String(created.id), before_state: null });
    expect(JSON.parse(entry!.after_state!)).toMatchObject({ localities: ['Río Grande'] });

    const listed = await t.request({ url: PUBLIC_INCIDENTS });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: created.id, localities: ['Río Grande'], text: created.text }),
    ]);
  });

  it('leaves out of the public read an incident not yet started and one past its estimated end', async () => {
    const hour = 60 * 60_000;
    const future = await createIncident(t, admin, {
      startsAt: new Date(Date.now() + hour).toISOString(),
      estimatedEndAt: new Date(Date.now() + 2 * hour).toISOString(),
    });
    const past = await createIncident(t, admin, {
      startsAt: new Date(Date.now() - 3 * hour).toISOString(),
      estimatedEndAt: new Date(Date.now() - hour).toISOString(),
    });
    const ids = (await t.request({ url: PUBLIC_INCIDENTS })).json().items.map((i: { id: number }) => i.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(past.id);
  });

  it('lets any member read them, and keeps changes to supervisors and admins', async () => {
    const listed = await call(t, agente, 'GET', INCIDENTS);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.length).toBeGreaterThan(0);
    const refused = await call(t, agente, 'POST', INCIDENTS, incidentBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const [first] = listed.json().items;
    expect(
      (await call(t, agente, 'POST', `${INCIDENTS}${first.id}/cierre/`, { version: 1 })).statusCode,
    ).toBe(403);
    expect((await t.request({ url: INCIDENTS })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: INCIDENTS, payload: incidentBody() })).statusCode).toBe(
      401,
    );
  });

  it('refuses a window that ends before it starts and a locality outside the coverage, per field', async () => {
    const backwards = await call(t, supervisor, 'POST', INCIDENTS, {
      ...incidentBody(),
      startsAt: '2026-11-28T10:00',
      estimatedEndAt: '2026-11-28T09:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { estimatedEndAt: 'El fin estimado tiene que ser posterior al inicio.' },
    });
    const elsewhere = await call(t, supervisor, 'POST', INCIDENTS, incidentBody({ localities: ['Córdoba'] }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields.localities).toMatch(/^Elegí localidades de la cobertura: Ushuaia/);
    const none = await call(
      t,
      supervisor,
      'POST',
      INCIDENTS,
      incidentBody({ localities: [], publicText: '' }),
    );
    expect(none.json().fields).toEqual({
      localities: 'Elegí al menos una localidad.',
      publicText: 'Escribí el texto que va a ver la gente.',
    });
  });

  it('edits with the version read (a stale one gets 409), audited with before and after', async () => {
    const incident = await createIncident(t, supervisor);
    const url = `${INCIDENTS}${incident.id}/`;
    const edited = await call(t, supervisor, 'PUT', url, {
      ...incidentBody({ allLocalities: true, localities: [] }),
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ localities: null, version: 2 });
    const stale = await call(t, supervisor, 'PUT', url, { ...incidentBody(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Otra persona cambió este incidente/);
    const [update] = (await audit('incident.update')).filter((e) => e.entity_id === String(incident.id));
    expect(JSON.parse(update!.before_state!)).toMatchObject({ localities: ['Ushuaia'], version: 1 });
    expect(JSON.parse(update!.after_state!)).toMatchObject({ localities: null, version: 2 });
  });

  it('closes once: the public read drops it at once and a later edit or close gets 409', async () => {
    const incident = await createIncident(t, supervisor, { service: 'tv', localities: ['Tolhuin'] });
    const shown = (await t.request({ url: PUBLIC_INCIDENTS })).json().items.map((i: { id: number }) => i.id);
    expect(shown).toContain(incident.id);
    const closed = await call(t, admin, 'POST', `${INCIDENTS}${incident.id}/cierre/`, { version: 1 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ active: false, version: 2 });
    expect(closed.json().closedAt).not.toBeNull();
    // The public read's micro-cache was purged by the close: no waiting for its TTL.
    const ids = (await t.request({ url: PUBLIC_INCIDENTS })).json().items.map((i: { id: number }) => i.id);
    expect(ids).not.toContain(incident.id);
    const again = await call(t, admin, 'POST', `${INCIDENTS}${incident.id}/cierre/`, { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este incidente ya está cerrado.');
    const edit = await call(t, admin, 'PUT', `${INCIDENTS}${incident.id}/`, {
      ...incidentBody(),
      version: 2,
    });
    expect(edit.statusCode).toBe(409);
    expect((await audit('incident.close')).map((e) => e.entity_id)).toEqual([String(incident.id)]);
    expect((await call(t, admin, 'POST', `${INCIDENTS}9999/cierre/`, { version: 1 })).statusCode).toBe(404);
  });
});

describe('incidents for the company without telephony', () => {
  const t = useTestApp({ env: { COMPANY_CODE: '20' } });

  it('refuses a telephony incident, naming the field', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const res = await call(t, supervisor, 'POST', INCIDENTS, incidentBody({ service: 'telefonia' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ service: 'Esta empresa no ofrece telefonía.' });
  });
});
