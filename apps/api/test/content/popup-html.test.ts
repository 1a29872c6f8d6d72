// Pop-up HTML (design §7): sanitised with the shared allow-list when a pop-up is saved and again when the
// cached list of GET /api/custom-modals/ is built, so a row written around the repository is still cleaned.
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_TTL_MS } from '../../src/http/http-cache.js';
import { PopupsRepository } from '../../src/areas/content/popups-repository.js';
import { advanceClock, useSteppableClock } from '../support/clock.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const MALICIOUS =
  '<h2>Promo</h2><script>alert(1)</script><p onclick="alert(2)">Texto <strong>fuerte</strong></p>' +
  '<img src="x" onerror="alert(3)"><a href="javascript:alert(4)">js</a><a href="/\\evil.example">bs</a>' +
  '<a href="//evil.example">pr</a><a href="data:text/html,x">dt</a><a href="/\t/evil.example">tab</a>' +
  '<a href="/internet">interno</a><a href="https://example.com/bases">externo</a>' +
  '<iframe src="https://evil.example"></iframe><style>*{}</style><span style="color:red" title="t">s</span>';

function expectClean(html: string): void {
  expect(html).not.toMatch(
    /<script|<img|<iframe|<style|onclick|onerror|style=|javascript:|data:|evil\.example/i,
  );
  expect(html).toContain('<h2>Promo</h2>');
  expect(html).toContain('<p>Texto <strong>fuerte</strong></p>');
  expect(html).toContain('<a href="/internet">interno</a>');
  expect(html).toContain(
    '<a href="https://example.com/bases" target="_blank" rel="noopener noreferrer">externo</a>',
  );
  expect(html).toContain('<a>js</a><a>bs</a><a>pr</a><a>dt</a><a>tab</a>');
  expect(html).toContain('<span title="t">s</span>');
}

useSteppableClock();

describe.each(dialects)('pop-up HTML (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const day = 86_400_000;
  const popup = (message: string, link: string) => ({
    type: 1,
    active: 1,
    datefrom: new Date(Date.now() - day).toISOString(),
    dateuntil: new Date(Date.now() + day).toISOString(),
    message,
    link,
    button_link_text: 'Ver',
  });

  beforeAll(async () => {});

  it('is sanitised on save, and an unsafe button link is dropped', async () => {
    const id = await new PopupsRepository(t.app.db).insert(popup(MALICIOUS, '//evil.example'));
    const row = await t.app.db
      .selectFrom('popups')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expectClean(row.message);
    expect(row.link).toBeNull();
  });

  it('is sanitised again before GET /api/custom-modals/ returns a row written around the repository', async () => {
    await t.app.db.deleteFrom('popups').execute();
    await t.app.db.insertInto('popups').values(popup(MALICIOUS, 'javascript:alert(5)')).execute();
    await t.app.db.insertInto('popups').values(popup('<p>Simple</p>', '/\\evil.example')).execute();
    await t.app.db.insertInto('popups').values(popup('<p>Bien</p>', 'https://example.com/a')).execute();
    advanceClock(PUBLIC_READ_TTL_MS + 50);
    const res = await t.request({ url: '/api/custom-modals/' });
    expect(res.statusCode).toBe(200);
    const modals: Array<{ message: string; link: string | null }> = res.json();
    expect(modals).toHaveLength(3);
    expectClean(modals[0]?.message ?? '');
    expect(modals.map((m) => m.link)).toEqual([null, null, 'https://example.com/a']);
    expect(modals[1]?.message).toBe('<p>Simple</p>');
  });
});
