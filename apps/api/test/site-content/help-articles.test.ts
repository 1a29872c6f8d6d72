// Help centre articles: seeded from the texts the site showed (plus the Internet tab), served publicly by tab;
// admins create and edit them (audited, 409 for a stale version), and the public list shows a change at once.
import { describe, expect, it } from 'vitest';
import { auditRows, CONTENT, contentCaller } from '../support/site-content-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

interface Article {
  id: number;
  section: string;
  question: string;
  answer: string;
  sortOrder: number;
  telephony: boolean;
  active: boolean;
  version: number;
}
interface PublicArticle {
  id: number;
  section: string;
  question: string;
  answer: string[];
}

describe.each(dialects)('help articles (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const call = contentCaller(t);
  const published = async () =>
    ((await t.request({ method: 'GET', url: '/api/help-articles/' })).json() as { items: PublicArticle[] })
      .items;

  it('serves the seeded articles by tab, Internet first, with answers in paragraphs', async () => {
    const items = await published();
    const sections = [...new Set(items.map((a) => a.section))];
    expect(sections).toEqual(['internet', 'television', 'multiplay', 'general']);
    expect(items.filter((a) => a.section === 'internet').length).toBeGreaterThanOrEqual(5);
    const restart = items.find((a) => a.question === '¿Cómo reinicio el módem?');
    expect(restart?.answer).toHaveLength(2);
    expect(items.find((a) => a.question === '¿Cómo pago mi factura?')?.answer).toHaveLength(2);
  });

  it('lets an admin edit and create articles that the public list shows at once, audited', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const list = (await call('GET', CONTENT.help, await staffTokenAs(t, 'agente'))).json() as {
      items: Article[];
    };
    const article = list.items.find((a) => a.section === 'internet')!;
    const { id, version, ...fields } = article;
    const changed = await call('PUT', `${CONTENT.help}${id}/`, admin, {
      ...fields,
      answer: 'Primer párrafo.\n\nSegundo\npárrafo.',
      version,
    });
    expect(changed.statusCode).toBe(200);
    expect((await published()).find((a) => a.id === id)?.answer).toEqual([
      'Primer párrafo.',
      'Segundo párrafo.',
    ]);
    const stale = await call('PUT', `${CONTENT.help}${id}/`, admin, { ...fields, version });
    expect(stale.statusCode).toBe(409);

    const created = await call('POST', CONTENT.help, admin, {
      section: 'internet',
      question: '¿Qué es la latencia?',
      answer: 'El tiempo que tarda un dato en ir y volver.',
      sortOrder: 5,
    });
    expect(created.statusCode).toBe(201);
    expect((await published()).find((a) => a.section === 'internet')?.question).toBe('¿Qué es la latencia?');
    expect((await auditRows(t, 'help_article.update'))[0]).toMatchObject({
      entityId: String(id),
      before: { version },
      after: { version: version + 1 },
    });
  });

  it('answers per field in Spanish and keeps changes to admins', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const res = await call('POST', CONTENT.help, admin, {
      section: 'radio',
      question: '',
      answer: ' ',
      sortOrder: -1,
    });
    expect(res.json()).toMatchObject({
      fields: {
        section: 'Elegí la sección.',
        question: 'Escribí la pregunta.',
        answer: 'Escribí la respuesta.',
        sortOrder: 'El orden no puede ser negativo.',
      },
    });
    const body = { section: 'general', question: 'P', answer: 'R', sortOrder: 1 };
    expect((await call('POST', CONTENT.help, await staffTokenAs(t, 'supervisor'), body)).statusCode).toBe(
      403,
    );
  });
});
