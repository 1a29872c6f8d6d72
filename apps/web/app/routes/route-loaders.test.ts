import { describe, expect, it } from 'vitest';
import type { PortalLoadContext } from '~/lib/config/load-context';
import { loader as helpLoader } from './centro-de-ayuda';
import { loader as telephonyLoader } from './telefonia';

const context = (companyCode: 2 | 20) =>
  ({ publicConfig: { apiKey: 'k', companyCode, apiHost: 'localhost' } }) as unknown as PortalLoadContext;
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

  it('redirects the multiplay help section for company 20 only', () => {
    const response = thrown(() => helpLoader(args(20, 'multiplay'))) as Response;
    expect(response.headers.get('Location')).toBe('/');
    expect(helpLoader(args(2, 'multiplay'))).toMatchObject({ section: 'multiplay' });
    expect(helpLoader(args(20, 'general'))).toMatchObject({ section: 'general' });
  });

  it('answers 404 for unknown help sections', () => {
    const result = helpLoader(args(2, 'facturacion')) as unknown as { init: { status: number } };
    expect(result.init.status).toBe(404);
  });
});
