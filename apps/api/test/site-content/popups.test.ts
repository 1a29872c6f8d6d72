// Pop-ups kept by admins: HTML sanitised on save with the browser's allow-list, a window that ends after it
// starts, target pages the public list honours (one entry per page, each with that page's type in config.im),
// retiring, roles, audit, and 409 for parallel saves of one version. Runs on both databases.
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/message-helpers.js';
import { auditRows, CONTENT, contentCaller } from '../support/site-content-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

interface Popup {
  id: number;
  message: string;
  pages: string[];
  version: number;
  active: boolean;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const input = (overrides: Record<string, unknown> = {}) => ({
  message: '<h2>Fibra</h2><p>Nueva zona</p>',
  pages: ['/internet', '/tv'],
  dateFrom: day(-1),
  dateUntil: day(10),
  link: '/internet',
  linkText: 'Ver planes',
  linkColor: '#0b5cad',
  active: true,
  ...overrides,
});

describe.each(dialects)('staff pop-ups (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const call = contentCaller(t);
  const publicModals = async () =>
    (await t.request({ method: 'GET', url: '/api/custom-modals/' })).json() as { id: number; type: number }[];

  it('sanitises the HTML on save and shows the pop-up on each target page at once', async () => {
    await publicModals();
    const admin = await staffTokenAs(t, 'admin');
    const res = await call('POST', CONTENT.popups, admin, {
      ...input(),
      message:
        '<h2>Promo</h2><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="x()" style="color:red">Texto</p>' +
        '<a href="javascript:alert(3)">malo</a>',
    });
    expect(res.statusCode).toBe(201);
    const popup = res.json() as Popup;
    expect(popup.message).toBe('<h2>Promo</h2><p>Texto</p><a>malo</a>');
    expect(popup).toMatchObject({ pages: ['/internet', '/tv'], version: 1, active: true });

    const config = (await t.request({ method: 'GET', url: '/api/config/' })).json() as {
      im: Record<string, string>;
    };
    const types = (await publicModals())
      .filter((m) => m.id === popup.id)
      .map((m) => config.im[String(m.type)]);
    expect(types.sort()).toEqual(['/internet', '/tv']);
    const [entry] = await auditRows(t, 'popup.create');
    expect(entry?.after).toMatchObject({ id: popup.id, message: '<h2>Promo</h2><p>Texto</p><a>malo</a>' });
  });

  it('refuses a window that ends before it starts, an unsafe link and no page, per field in Spanish', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const res = await call('POST', CONTENT.popups, admin, {
      ...input(),
      dateFrom: day(5),
      dateUntil: day(1),
      link: 'javascript:alert(1)',
      pages: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: {
        dateUntil: 'El último día tiene que ser el mismo o posterior al primero.',
        link: 'El enlace tiene que ser una página del sitio (/internet) o una dirección https://.',
        pages: 'Elegí al menos una página.',
      },
    });
    const empty = await call('POST', CONTENT.popups, admin, input({ message: '<script>alert(1)</script>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { message: expect.stringContaining('quedó vacío') } });
  });

  it('retires one (gone from the public list), audited; parallel saves of one version: one wins, others 409', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const created = (await call('POST', CONTENT.popups, admin, input())).json() as Popup;
    const url = `${CONTENT.popups}${created.id}/`;
    const answers = await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((word) =>
        call('PUT', url, admin, { ...input({ message: `<p>${word}</p>` }), version: 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Otra persona cambió este pop-up. Volvé a abrirlo para ver sus cambios.',
    });

    const retired = await call('PUT', url, admin, { ...input(), active: false, version: 2 });
    expect(retired.json()).toMatchObject({ active: false, version: 3 });
    expect((await publicModals()).map((m) => m.id)).not.toContain(created.id);
    const updates = (await auditRows(t, 'popup.update')).filter((e) => e.entityId === String(created.id));
    expect(updates.at(-1)).toMatchObject({
      before: { active: true, version: 2 },
      after: { active: false, version: 3 },
    });
  });

  it('creates once under a retried Idempotency-Key', async () => {
    const headers = { ...bearer(await staffTokenAs(t, 'admin')), 'idempotency-key': 'popup-once-1' };
    const payload = input({ message: '<p>Una sola vez</p>' });
    const [a, b] = await Promise.all([
      t.request({ method: 'POST', url: CONTENT.popups, headers, payload }),
      t.request({ method: 'POST', url: CONTENT.popups, headers, payload }),
    ]);
    expect([a.statusCode, b.statusCode]).toContain(201);
    const rows = await t.app.db
      .selectFrom('popups')
      .select('id')
      .where('message', '=', '<p>Una sola vez</p>')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps changes to admins: reads for an agente, 403 for a supervisor, 401 without a session', async () => {
    const agente = await staffTokenAs(t, 'agente');
    const list = await call('GET', CONTENT.popups, agente);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: Popup[] }).items.some((p) => p.pages.includes('/'))).toBe(true);
    expect(
      (await call('POST', CONTENT.popups, await staffTokenAs(t, 'supervisor'), input())).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: CONTENT.popups })).statusCode).toBe(401);
  });
});
