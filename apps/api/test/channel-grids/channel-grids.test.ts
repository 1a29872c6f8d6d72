// Channel grids kept in the database: the public grid is the seeded line-up until staff change it; a change
// takes an effective date, warns under Res. 733/2017's 60 days unless confirmed (audited), is guarded by the
// grid's version under parallel requests, and only admins make it. Runs on both databases.
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';
import { daysFromToday, today } from './channel-helpers.js';

interface PublicGrid {
  title: string;
  groups: { title: string; channels: { number: number; name: string; logoUrl: string | null }[] }[];
}
interface StaffGrid {
  id: number;
  version: number;
  entries: { id: number; name: string; number: number; startsOn: string; endsOn: string | null }[];
}

describe.each(dialects)('channel grids (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const publicGrid = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/grillas/${id}/` })).json() as PublicGrid;
  const staffGrid = async (token: string, id: number) => {
    const res = await t.request({ method: 'GET', url: '/api/admin/grillas/', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: StaffGrid[] }).items.find((grid) => grid.id === id)!;
  };
  const change = async (token: string, gridId: number, body: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/admin/grillas/${gridId}/cambios/`,
      headers: bearer(token),
      payload: body,
    });
  // The public grids are micro-cached for a second.
  const afterCache = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  it('serves the seeded grids as the web showed them, groups in order', async () => {
    const tv = await publicGrid(1);
    expect(tv.title).toBe('Grilla de canales de TV');
    expect(tv.groups.map((g) => g.title)).toEqual([
      'Aire y noticias',
      'Deportes',
      'Infantiles y documentales',
      'Películas, series y música',
    ]);
    expect(tv.groups[0]!.channels[0]).toEqual({ number: 2, name: 'Canal local', logoUrl: null });
    expect((await publicGrid(3)).groups[0]!.channels[0]).toMatchObject({ number: 1, name: 'TV Pública' });
    expect((await publicGrid(2)).groups).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/grillas/7/' })).statusCode).toBe(400);
  });

  it('lets any member read, only admins change: 403 for agente and supervisor, 401 without a session', async () => {
    const agente = await staffTokenAs(t, 'agente');
    const grid = await staffGrid(agente, 1);
    const body = {
      kind: 'remove',
      entryId: grid.entries[0]!.id,
      effectiveOn: daysFromToday(90),
      version: grid.version,
    };
    expect((await change(agente, 1, body)).statusCode).toBe(403);
    expect((await change(await staffTokenAs(t, 'supervisor'), 1, body)).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/admin/grillas/1/cambios/',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await staffGrid(agente, 1)).version).toBe(grid.version);
  });

  it('warns under 60 days, and a confirmed change is audited with its notice and shows from its date', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const grid = await staffGrid(admin, 3);
    const add = { kind: 'add', name: 'Canal 11 Ushuaia', groupTitle: 'Aire y noticias', number: 11 };

    const warned = await change(admin, 3, { ...add, effectiveOn: today(), version: grid.version });
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ code: 'LINEUP_SHORT_NOTICE' });
    expect((warned.json() as { fields: { effectiveOn: string } }).fields.effectiveOn).toMatch(
      /^El cambio rige hoy: la Res\. 733\/2017 pide avisarlo con 60 días de anticipación/,
    );

    const later = await change(admin, 3, {
      ...add,
      name: 'Canal 12',
      number: 12,
      effectiveOn: daysFromToday(60),
      version: grid.version,
    });
    expect(later.statusCode).toBe(200);
    const confirmed = await change(admin, 3, {
      ...add,
      effectiveOn: today(),
      version: grid.version + 1,
      confirmShortNotice: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json() as StaffGrid).version).toBe(grid.version + 2);

    await afterCache();
    const names = (await publicGrid(3)).groups[0]!.channels.map((c) => c.name);
    expect(names).toContain('Canal 11 Ushuaia');
    expect(names).not.toContain('Canal 12');

    const entries = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'channel_grid.add')
      .orderBy('id')
      .execute();
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[0]!.details!)).toMatchObject({ noticeDays: 60, shortNoticeConfirmed: false });
    expect(JSON.parse(entries[1]!.details!)).toMatchObject({ noticeDays: 0, shortNoticeConfirmed: true });
    expect(entries[1]!.before_state).toBe('null');
    expect(JSON.parse(entries[1]!.after_state!)).toMatchObject({
      name: 'Canal 11 Ushuaia',
      number: 11,
      startsOn: today(),
    });
  });

  it('moves and removes from a date, refusing past dates, taken numbers and a stale version', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const grid = await staffGrid(admin, 1);
    const telefe = grid.entries.find((e) => e.name === 'Telefe')!;
    const tn = grid.entries.find((e) => e.name === 'TN')!;
    const move = {
      kind: 'move',
      entryId: telefe.id,
      groupTitle: 'Aire y noticias',
      confirmShortNotice: true,
    };

    const past = await change(admin, 1, {
      ...move,
      number: 50,
      effectiveOn: daysFromToday(-1),
      version: grid.version,
    });
    expect(past.json()).toMatchObject({ fields: { effectiveOn: 'La fecha no puede ser anterior a hoy.' } });
    const taken = await change(admin, 1, {
      ...move,
      number: tn.number,
      effectiveOn: today(),
      version: grid.version,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      fields: { number: `El número ${tn.number} ya lo usa TN en esa fecha.` },
    });

    expect(
      (await change(admin, 1, { ...move, number: 50, effectiveOn: today(), version: grid.version }))
        .statusCode,
    ).toBe(200);
    const stale = await change(admin, 1, {
      kind: 'remove',
      entryId: tn.id,
      effectiveOn: today(),
      version: grid.version,
      confirmShortNotice: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Otra persona cambió esta grilla. Recargala para ver los cambios.',
    });
    const removed = await change(admin, 1, {
      kind: 'remove',
      entryId: tn.id,
      effectiveOn: today(),
      version: grid.version + 1,
      confirmShortNotice: true,
    });
    expect(removed.statusCode).toBe(200);

    await afterCache();
    const channels = (await publicGrid(1)).groups.flatMap((g) => g.channels);
    expect(channels.find((c) => c.name === 'Telefe')?.number).toBe(50);
    expect(channels.some((c) => c.name === 'TN')).toBe(false);
    const [audit] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'channel_grid.move')
      .execute();
    expect(JSON.parse(audit!.before_state!)).toMatchObject({ number: telefe.number, endsOn: null });
    expect(JSON.parse(audit!.after_state!)).toMatchObject({ number: 50, startsOn: today() });
  });

  it('lets one of two parallel changes read at the same version win; the other gets 409', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const grid = await staffGrid(admin, 3);
    const body = (number: number) => ({
      kind: 'add',
      name: `Paralelo ${number}`,
      groupTitle: 'Deportes',
      number,
      effectiveOn: daysFromToday(70),
      version: grid.version,
    });
    const answers = await Promise.all([change(admin, 3, body(90)), change(admin, 3, body(91))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await staffGrid(admin, 3);
    expect(after.version).toBe(grid.version + 1);
    expect(after.entries.filter((e) => e.name.startsWith('Paralelo'))).toHaveLength(1);
  });

  it('renames a channel for admins only, refusing a name another channel has', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const channel = await t.app.db
      .selectFrom('tv_channels')
      .selectAll()
      .where('name', '=', 'Space')
      .executeTakeFirstOrThrow();
    const url = `/api/admin/canales/${channel.id}/`;
    const rename = (token: string, name: string, version = channel.version) =>
      t.request({ method: 'PATCH', url, headers: bearer(token), payload: { name, version } });
    expect((await rename(await staffTokenAs(t, 'agente'), 'Space HD')).statusCode).toBe(403);
    expect((await rename(admin, 'TNT')).json()).toMatchObject({
      fields: { name: 'Ya hay un canal con ese nombre.' },
    });
    const renamed = await rename(admin, 'Space HD');
    expect(renamed.json()).toMatchObject({ name: 'Space HD', version: channel.version + 1 });
    expect((await rename(admin, 'Space 2')).statusCode).toBe(409);
    const [audit] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'channel.rename')
      .execute();
    expect(JSON.parse(audit!.before_state!)).toMatchObject({ name: 'Space' });
  });
});
