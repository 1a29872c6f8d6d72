// Channel logos and payment brands' images: checked by their bytes (a PNG renamed .svg, an SVG with a script,
// a file over 200 KB: refused in Spanish), SVG rebuilt from an allow-list, stored once per content hash and
// served without the API key under that hash with a year's cache, nosniff and, for SVG, a sandboxing CSP.
// Only admins upload; the orphan sweep keeps the images. Runs on both databases.
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';
import { pngLogo, svgLogo, uploadImage, webpLogo } from './channel-helpers.js';

interface Channel {
  id: number;
  name: string;
  version: number;
  logoUrl: string | null;
}

describe.each(dialects)('channel and payment images (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const channelNamed = async (name: string) => {
    const row = await t.app.db
      .selectFrom('tv_channels')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row;
  };
  const logoUrl = (id: number, version: number) => `/api/admin/canales/${id}/logo/?version=${version}`;
  const media = (url: string) => t.request({ method: 'GET', url, headers: { 'x-api-key': '' } });

  it('stores a PNG logo, serves it by content hash, and both grids that carry the channel show it', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const channel = await channelNamed('TV Pública');
    const png = pngLogo();
    const res = await uploadImage(t, logoUrl(channel.id, channel.version), admin, 'tv-publica.png', png);
    expect(res.statusCode).toBe(200);
    const updated = res.json() as Channel;
    expect(updated).toMatchObject({ version: channel.version + 1 });
    expect(updated.logoUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);

    const served = await media(updated.logoUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (const gridId of [1, 3]) {
      const grid = (await t.request({ method: 'GET', url: `/api/grillas/${gridId}/` })).json() as {
        groups: { channels: { name: string; logoUrl: string | null }[] }[];
      };
      const shown = grid.groups.flatMap((g) => g.channels).find((c) => c.name === 'TV Pública');
      expect(shown?.logoUrl).toBe(updated.logoUrl);
    }
    const [audit] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'channel.logo')
      .execute();
    expect(JSON.parse(audit!.before_state!)).toMatchObject({ logoUrl: null });
    expect(JSON.parse(audit!.after_state!)).toMatchObject({ logoUrl: updated.logoUrl });

    // The orphan sweep, long after the upload, leaves the stored image alone.
    const report = await t.app.services.requests.storageSweep.sweep({
      now: new Date(Date.now() + 86_400_000),
    });
    expect(report.orphanKeys).toEqual([]);
    expect((await media(updated.logoUrl!)).statusCode).toBe(200);
  });

  it('refuses a PNG renamed .svg, an SVG with a script or an event handler, a non-image and a file over 200 KB', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const channel = await channelNamed('Telefe');
    const url = logoUrl(channel.id, channel.version);
    const refusals: Array<[string, Buffer, number, string]> = [
      [
        'logo.svg',
        pngLogo(),
        400,
        'El archivo no es lo que dice su nombre: su contenido es de otro tipo de imagen.',
      ],
      ['logo.svg', svgLogo('<script>alert(1)</script><circle r="4"/>'), 400, 'El SVG tiene scripts'],
      ['logo.svg', svgLogo('<rect width="4" height="4" onclick="alert(1)"/>'), 400, 'El SVG tiene scripts'],
      ['logo.svg', svgLogo('<foreignObject><p>hola</p></foreignObject>'), 400, 'El SVG tiene scripts'],
      ['logo.svg', svgLogo('<use href="https://example.com/a.svg#x"/>'), 400, 'El SVG tiene scripts'],
      [
        'logo.png',
        Buffer.from('%PDF-1.7 not an image'),
        400,
        'El archivo no es una imagen PNG, WebP ni SVG.',
      ],
      [
        'logo.png',
        Buffer.concat([pngLogo(), Buffer.alloc(200 * 1024)]),
        413,
        'La imagen pesa más de 200 KB.',
      ],
    ];
    for (const [filename, data, status, message] of refusals) {
      const res = await uploadImage(t, url, admin, filename, data);
      expect(res.statusCode, filename).toBe(status);
      expect((res.json() as { fields: { file: string } }).fields.file.startsWith(message)).toBe(true);
    }
    expect((await channelNamed('Telefe')).logo_image_id).toBeNull();
  });

  it('rebuilds an SVG from the allow-list and serves it with a CSP that runs nothing; accepts WebP', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const channel = await channelNamed('TN');
    const svg = svgLogo(
      '<metadata><x:meta xmlns:x="urn:x">editor</x:meta></metadata><path d="M0 0h4v4z" fill="url(#g)"/>',
    );
    const res = await uploadImage(t, logoUrl(channel.id, channel.version), admin, 'tn.svg', svg);
    expect(res.statusCode).toBe(200);
    const served = await media((res.json() as Channel).logoUrl!);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toContain('<path d="M0 0h4v4z" fill="url(#g)"/>');
    expect(served.body).not.toContain('metadata');

    const webp = await uploadImage(t, logoUrl(channel.id, channel.version + 1), admin, 'tn.webp', webpLogo());
    expect(webp.statusCode).toBe(200);
    expect((webp.json() as Channel).logoUrl).toMatch(/\.webp$/);
    const stale = await uploadImage(t, logoUrl(channel.id, channel.version), admin, 'tn.png', pngLogo());
    expect(stale.statusCode).toBe(409);
    expect((await media('/api/media/' + '0'.repeat(64) + '.png')).statusCode).toBe(404);
  });

  it('keeps uploads to admins: 403 for an agente', async () => {
    const channel = await channelNamed('ESPN');
    const res = await uploadImage(
      t,
      logoUrl(channel.id, channel.version),
      await staffTokenAs(t, 'agente'),
      'espn.png',
      pngLogo(),
    );
    expect(res.statusCode).toBe(403);
  });

  it('keeps the payment methods page: public list by section, admins add, reorder, upload and remove', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const agente = await staffTokenAs(t, 'agente');
    const page = (await t.request({ method: 'GET', url: '/api/medios-de-pago/' })).json() as Record<
      string,
      { name: string }[]
    >;
    expect(page.tarjeta!.map((b) => b.name)).toEqual(['Visa', 'Mastercard', 'American Express', 'Cabal']);
    expect(page.externo).toHaveLength(6);

    const body = { section: 'tarjeta', name: 'Naranja X', position: 5 };
    const url = '/api/admin/medios-de-pago/';
    expect(
      (await t.request({ method: 'POST', url, headers: bearer(agente), payload: body })).statusCode,
    ).toBe(403);
    const created = await t.request({ method: 'POST', url, headers: bearer(admin), payload: body });
    expect(created.statusCode).toBe(201);
    const brand = created.json() as { id: number; version: number };
    const image = await uploadImage(
      t,
      `${url}${brand.id}/imagen/?version=1`,
      admin,
      'naranja.png',
      pngLogo(),
    );
    expect(image.statusCode).toBe(200);
    const invalid = await t.request({
      method: 'PATCH',
      url: `${url}${brand.id}/`,
      headers: bearer(admin),
      payload: { name: '', position: -1, version: 2 },
    });
    expect(invalid.json()).toMatchObject({
      fields: { name: 'Este campo es obligatorio.', position: 'El orden no puede ser negativo.' },
    });

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = (await t.request({ method: 'GET', url: '/api/medios-de-pago/' })).json() as Record<
      string,
      { name: string; imageUrl: string | null }[]
    >;
    expect(after.tarjeta![0]).toMatchObject({ name: 'Naranja X', imageUrl: expect.stringMatching(/\.png$/) });
    expect(
      (await t.request({ method: 'DELETE', url: `${url}${brand.id}/?version=1`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.request({ method: 'DELETE', url: `${url}${brand.id}/?version=2`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(204);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'payment_brand')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'payment_brand.create',
      'payment_brand.image',
      'payment_brand.delete',
    ]);
  });
});
