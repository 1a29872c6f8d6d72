import { describe, expect, it } from 'vitest';
import type { PortalLoadContext } from '~/lib/config/load-context';
import { loader as helpLoader } from './centro-de-ayuda';
import { loader as telephonyLoader } from './telefonia';

// The help loader asks the API for its articles; this one answers an empty list.
const apiFetch = () => Promise.resolve(Response.json({ items: [] }));
const context = (companyCode: 2 | 20) =>
  ({
    publicConfig: { apiKey: 'k', companyCode, apiHost: 'localhost' },
    apiFetch,
  }) as unknown as PortalLoadContext;
const args = (companyCode: 2 | 20, section = 'television') =>
  ({ context: context(companyCode), params: { section }, request: new Request('http://x/') }) as never;

const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return null;
};

describe('route loaders', () => {
  it('redirects /telefonia to / for company 20 only', () => {
    const response = thrown(() => telephonyLoader(args(20))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(thrown(() => telephonyLoader(args(2)))).toBeNull();
  });

  it('redirects the multiplay help section for company 20 only', async () => {
    const response = (await helpLoader(args(20, 'multiplay')).catch((e: unknown) => e)) as Response;
    expect(response.headers.get('Location')).toBe('/');
    expect(await helpLoader(args(2, 'multiplay'))).toMatchObject({ section: 'multiplay' });
    expect(await helpLoader(args(20, 'general'))).toMatchObject({ section: 'general' });
  });

  it('hands the help page the API articles by tab, and answers 404 for unknown help sections', async () => {
    expect(await helpLoader(args(2, 'internet'))).toMatchObject({
      section: 'internet',
      faqs: { internet: [], television: [], multiplay: [], general: [] },
    });
    const result = (await helpLoader(args(2, 'facturacion'))) as unknown as { init: { status: number } };
    expect(result.init.status).toBe(404);
  });
});
