// GET /api/config/, /api/rates/ and /api/custom-modals/ against a seeded database.
import { companyConfigSchema, customModalSchema, ratesSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { PUBLIC_READ_TTL_MS } from '../../src/http/http-cache.js';
import { advanceClock, useSteppableClock } from '../support/clock.js';
import { dialects, type TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

interface Packet {
  packet_name: string;
  amount: number;
  amount_cents: number;
  promotion: boolean;
  name: string;
  packets: Packet[];
}

useSteppableClock();

describe.each(dialects)('public content (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  it('reports the company config for company code 2', async () => {
    const res = await t.request({ url: '/api/config/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      phone: expect.stringMatching(/^0800/),
      whatsapp: expect.stringMatching(/^549\d+$/),
      email: 'atencion@example.com',
      address: { address: 'San Martín', number: '1234' },
      company_code: 2,
      telephony: true,
    });
    expect(Object.keys(body.social_media).sort()).toEqual(['facebook', 'instagram', 'x', 'youtube']);
    expect(body.opening_hours.office).toContain('Lunes a viernes');
    expect(body.im['1']).toBe('/');
    expect(Object.values(body.im)).toContain('/telefonia');
    expect(() => companyConfigSchema.parse(body)).not.toThrow();
  });

  it('serves the covered localities from the company config, the default list when none is usable', async () => {
    const read = async (): Promise<string[]> =>
      (await t.request({ url: '/api/config/' })).json().covered_localities;
    expect(await read()).toEqual(['Ushuaia', 'Río Grande', 'Tolhuin']);

    const store = (value: string) =>
      t.app.db.updateTable('company_config').set({ value }).where('key', '=', 'covered_localities').execute();
    await store(JSON.stringify(['Ushuaia', ' ushuaia ', 'Tolhuin', '']));
    advanceClock(PUBLIC_READ_TTL_MS + 50);
    expect(await read()).toEqual(['Ushuaia', 'Tolhuin']);

    await store(JSON.stringify('Ushuaia'));
    advanceClock(PUBLIC_READ_TTL_MS + 50);
    expect(await read()).toEqual(['Ushuaia', 'Río Grande', 'Tolhuin']);

    await store(JSON.stringify(['Ushuaia', 'Río Grande', 'Tolhuin']));
    advanceClock(PUBLIC_READ_TTL_MS + 50);
  });

  it('lists rates with nested packets, pesos and authoritative cents', async () => {
    const res = await t.request({ url: '/api/rates/' });
    expect(res.statusCode).toBe(200);
    const rates: Array<{ product_name: string; packets: Packet[] }> = res.json();
    expect(() => ratesSchema.parse(rates)).not.toThrow();
    expect(rates.map((r) => r.product_name)).toEqual(['Gpon', 'ClickTv', 'Dibox', 'Telefonia']);
    const gpon300 = rates[0]?.packets.find((p) => p.packet_name === 'GPON 300');
    expect(gpon300).toMatchObject({ amount: 32000, amount_cents: 3_200_000, promotion: false });
    expect(gpon300?.packets.length).toBeGreaterThan(0);
    const walk = (packets: Packet[]): void => {
      for (const p of packets) {
        expect(Number.isInteger(p.amount_cents)).toBe(true);
        expect(p.amount).toBe(p.amount_cents / 100);
        expect(typeof p.promotion).toBe('boolean');
        walk(p.packets);
      }
    };
    for (const rate of rates) walk(rate.packets);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.request({ url: '/api/rates/' });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await t.request({ url: '/api/rates/', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
  });

  it('shows a price changed in the database within the cache TTL', async () => {
    await t.request({ url: '/api/rates/' });
    await t.app.db
      .updateTable('plans')
      .set({ amount_cents: 3_456_789 })
      .where('packet_name', '=', 'GPON 300')
      .execute();
    advanceClock(PUBLIC_READ_TTL_MS + 50);
    const rates: Array<{ packets: Packet[] }> = (await t.request({ url: '/api/rates/' })).json();
    const gpon300 = rates[0]?.packets.find((p) => p.packet_name === 'GPON 300');
    expect(gpon300).toMatchObject({ amount_cents: 3_456_789, amount: 34567.89 });
  });

  it('lists only active pop-ups inside their date window', async () => {
    const day = 86_400_000;
    const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
    const base = { type: 1, message: '<p>x</p>' };
    await t.app.db
      .insertInto('popups')
      .values([
        { ...base, active: 1, datefrom: iso(-1), dateuntil: iso(1), link: '/inside' },
        { ...base, active: 1, datefrom: iso(2), dateuntil: iso(5), link: '/before' },
        { ...base, active: 1, datefrom: iso(-5), dateuntil: iso(-2), link: '/after' },
        { ...base, active: 0, datefrom: iso(-1), dateuntil: iso(1), link: '/inactive' },
        { ...base, active: 1, datefrom: null, dateuntil: null, link: '/open-ended' },
        { ...base, active: 1, datefrom: 'not a date', dateuntil: null, link: '/garbage' },
      ])
      .execute();
    advanceClock(PUBLIC_READ_TTL_MS + 50);
    const res = await t.request({ url: '/api/custom-modals/' });
    expect(res.statusCode).toBe(200);
    const modals: Array<Record<string, unknown>> = res.json();
    const links = modals.map((m) => m.link);
    expect(links).toEqual(expect.arrayContaining(['/inside', '/open-ended', '/internet']));
    expect(links).not.toEqual(expect.arrayContaining(['/before']));
    for (const excluded of ['/before', '/after', '/inactive', '/garbage'])
      expect(links).not.toContain(excluded);
    const seeded = modals.find((m) => m.link === '/internet');
    expect(Object.keys(seeded ?? {}).sort()).toEqual(
      [
        'id',
        'type',
        'active',
        'datefrom',
        'dateuntil',
        'message',
        'images',
        'files',
        'video_id',
        'link',
        'button_link_text',
        'button_link_color',
        'button_file_text',
        'button_file_color',
      ].sort(),
    );
    expect(seeded).toMatchObject({ active: true, type: 1, images: null, files: null });
    expect(String(seeded?.datefrom)).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    const openEnded = modals.find((m) => m.link === '/open-ended');
    expect(openEnded).toMatchObject({ datefrom: '', dateuntil: '' });
    // The web app parses the answer with the shared domain schema.
    expect(() => customModalSchema.array().parse(modals)).not.toThrow();
  });
});

describe.each(dialects)('company code 20 (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { COMPANY_CODE: '20' } });

  it('reports code 20 without telephony', async () => {
    const body = (await t.request({ url: '/api/config/' })).json();
    expect(body.company_code).toBe(20);
    expect(body.telephony).toBe(false);
    expect(Object.values(body.im)).not.toContain('/telefonia');
    expect(body.im['1']).toBe('/');
  });

  it('lists no telephony products', async () => {
    const rates: Array<{ product_name: string }> = (await t.request({ url: '/api/rates/' })).json();
    expect(rates.map((r) => r.product_name)).toEqual(['Gpon', 'ClickTv', 'Dibox']);
  });

  it('lists no pop-up of a telephony page or linking to one', async () => {
    await insertPopups(t, [
      { type: 1, link: '/internet' },
      { type: 2, link: null },
      { type: 1, link: '/telefonia' },
      { type: 1, link: 'https://portal.example/ayuda/centro-de-ayuda/multiplay' },
      { type: 9, link: null },
    ]);
    const modals: Array<{ type: number; link: string | null }> = (
      await t.request({ url: '/api/custom-modals/' })
    ).json();
    expect(modals.map((m) => [m.type, m.link])).toEqual([[1, '/internet']]);
  });
});

describe.each(dialects)('pop-ups with telephony (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  it('lists the telephony page’s pop-ups and links for company code 2', async () => {
    await insertPopups(t, [
      { type: 2, link: null },
      { type: 1, link: '/telefonia' },
    ]);
    const modals: Array<{ type: number; link: string | null }> = (
      await t.request({ url: '/api/custom-modals/' })
    ).json();
    expect(modals.map((m) => [m.type, m.link])).toEqual(
      expect.arrayContaining([
        [2, null],
        [1, '/telefonia'],
      ]),
    );
  });
});

/** Replaces the pop-ups with active ones inside their dates, then waits out the read cache. */
async function insertPopups(t: TestApp, popups: Array<{ type: number; link: string | null }>) {
  const day = 86_400_000;
  await t.app.db.deleteFrom('popups').execute();
  await t.app.db
    .insertInto('popups')
    .values(
      popups.map((popup) => ({
        ...popup,
        message: '<p>x</p>',
        active: 1,
        datefrom: new Date(Date.now() - day).toISOString(),
        dateuntil: new Date(Date.now() + day).toISOString(),
      })),
    )
    .execute();
  advanceClock(PUBLIC_READ_TTL_MS + 50);
}
