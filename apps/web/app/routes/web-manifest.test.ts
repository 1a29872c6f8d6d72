import { describe, expect, it } from 'vitest';
import { loader } from './web-manifest';

const call = (companyName?: string) =>
  loader({
    context: { publicConfig: { apiKey: 'k', companyCode: 2, apiHost: 'localhost', companyName } },
    request: new Request('http://x/manifest.webmanifest'),
    params: {},
  } as never);

describe('web app manifest', () => {
  it('names the app after COMPANY_NAME and lists the icons', async () => {
    const response = call('Fibra Austral');
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      short_name: 'Fibra Austral',
      lang: 'es-AR',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.name).toBe('Fibra Austral · Tierra del Fuego');
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      'any',
      '192x192',
      '512x512',
    ]);
  });

  it('falls back to the default brand name', async () => {
    expect((await call().json()).short_name).toBe('Portal');
  });
});
