// Canned replies: any member reads them, only admins keep them; each change is audited with before and after,
// guarded by its version (parallel saves: one wins, the other gets 409), and unknown variables are refused
// naming them. Runs on both databases.
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = '/api/admin/respuestas-guardadas/';

describe.each(dialects)('canned replies (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: Record<string, unknown>,
  ) => t.request({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const audit = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('lists the seeded active replies to any member, by title', async () => {
    const res = await call('GET', URL, await staffTokenAs(t, 'agente'));
    expect(res.statusCode).toBe(200);
    const titles = (res.json() as { items: { title: string }[] }).items.map((r) => r.title);
    expect(titles).toEqual([
      'Factura impaga: link de pago',
      'Recibimos tu gestión',
      'Visita técnica coordinada',
    ]);
  });

  it('lets an admin create, change and delete one, each audited with before and after', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const created = await call('POST', URL, admin, {
      title: 'Baja',
      body: 'Hola {nombre}',
      queue: 'comercial',
    });
    expect(created.statusCode).toBe(201);
    const reply = created.json() as { id: number; version: number; active: boolean; queue: string };
    expect(reply).toMatchObject({ version: 1, active: true, queue: 'comercial' });

    const changed = await call('PATCH', `${URL}${reply.id}/`, admin, { version: 1, active: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, active: false, title: 'Baja' });
    const listed = await call('GET', URL, admin);
    expect((listed.json() as { items: { id: number }[] }).items.map((r) => r.id)).not.toContain(reply.id);
    const all = await call('GET', `${URL}?all=true`, admin);
    expect((all.json() as { items: { id: number }[] }).items.map((r) => r.id)).toContain(reply.id);

    const [update] = await audit('canned_reply.update');
    expect(JSON.parse(update!.before_state!)).toMatchObject({ active: true, version: 1 });
    expect(JSON.parse(update!.after_state!)).toMatchObject({ active: false, version: 2 });
    expect((await audit('canned_reply.create'))[0]).toMatchObject({ entity_id: String(reply.id) });

    expect((await call('DELETE', `${URL}${reply.id}/?version=1`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `${URL}${reply.id}/?version=2`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `${URL}${reply.id}/?version=2`, admin)).statusCode).toBe(404);
    const [removed] = await audit('canned_reply.delete');
    expect(JSON.parse(removed!.before_state!)).toMatchObject({ title: 'Baja' });
  });

  it('refuses unknown variables naming them, and asks for a title, in Spanish per field', async () => {
    const res = await call('POST', URL, await staffTokenAs(t, 'admin'), {
      title: '',
      body: 'Hola {cliente} {nombre}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        title: 'Escribí un título.',
        body: 'La variable {cliente} no existe. Podés usar {nombre}, {nro_gestion}, {link_pago}, {fecha_limite}, {agente}.',
      },
    });
  });

  it('keeps them to admins: 403 for an agente and a supervisor, 401 without a session', async () => {
    const body = { title: 'X', body: 'Y' };
    expect((await call('POST', URL, await staffTokenAs(t, 'agente'), body)).statusCode).toBe(403);
    expect((await call('POST', URL, await staffTokenAs(t, 'supervisor'), body)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('lets one of two parallel saves of the same version win; the other gets 409 and changes nothing', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const created = (await call('POST', URL, admin, { title: 'Carrera', body: 'Uno' })).json() as {
      id: number;
    };
    const answers = await Promise.all(
      ['Dos', 'Tres', 'Cuatro'].map((body) =>
        call('PATCH', `${URL}${created.id}/`, admin, { version: 1, body }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as { body: string; version: number };
    const row = await t.app.db
      .selectFrom('canned_replies')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ body: winner.body, version: 2 });
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Otra persona cambió esta respuesta guardada. Volvé a abrirla para ver sus cambios.',
    });
  });

  it('creates once under a retried Idempotency-Key', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const headers = { ...bearer(admin), 'idempotency-key': 'canned-once-1' };
    const payload = { title: 'Una sola vez', body: 'Hola' };
    const [a, b] = await Promise.all([
      t.request({ method: 'POST', url: URL, headers, payload }),
      t.request({ method: 'POST', url: URL, headers, payload }),
    ]);
    expect([a.statusCode, b.statusCode]).toContain(201);
    const rows = await t.app.db
      .selectFrom('canned_replies')
      .select('id')
      .where('title', '=', 'Una sola vez')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
