// Company data: any member reads it, only admins save it; each field gets its Spanish message; a save is
// audited with before and after, shows on the public config at once (cache purged), and of parallel saves of
// one version one wins and the others get 409. Runs on both databases.
import { describe, expect, it } from 'vitest';
import { auditRows, CONTENT, contentCaller } from '../support/site-content-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

type CompanyData = Record<string, unknown> & { version: number; phone: string };

describe.each(dialects)('company data (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const call = contentCaller(t);
  const current = async (token: string) => (await call('GET', CONTENT.company, token)).json() as CompanyData;
  const withoutMeta = ({ version: _v, updatedAt: _u, ...fields }: CompanyData) => fields;

  it('shows the seeded data to any member and saves an admin change that the public config serves at once', async () => {
    const agente = await staffTokenAs(t, 'agente');
    const data = await current(agente);
    expect(data).toMatchObject({ phone: '0800-555-0826', version: 1, phones: [] });

    // The public config is cached: read it first so the save has something to purge.
    expect((await t.request({ method: 'GET', url: '/api/config/' })).json()).toMatchObject({
      phone: '0800-555-0826',
    });
    const admin = await staffTokenAs(t, 'admin');
    const saved = await call('PUT', CONTENT.company, admin, {
      ...withoutMeta(data),
      version: 1,
      phone: '0800-999-1234',
      phones: [{ label: 'Oficina Río Grande', number: '02964 42-1234' }],
      covered_localities: ['Ushuaia', 'Río Grande', 'Tolhuin', 'Puerto Almanza'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '0800-999-1234', version: 2 });

    const config = (await t.request({ method: 'GET', url: '/api/config/' })).json() as Record<
      string,
      unknown
    >;
    expect(config).toMatchObject({
      phone: '0800-999-1234',
      phones: [{ label: 'Oficina Río Grande', number: '02964 42-1234' }],
      covered_localities: ['Ushuaia', 'Río Grande', 'Tolhuin', 'Puerto Almanza'],
    });
    const [entry] = await auditRows(t, 'company_data.update');
    expect(entry?.before).toMatchObject({ phone: '0800-555-0826', version: 1 });
    expect(entry?.after).toMatchObject({ phone: '0800-999-1234', version: 2 });
  });

  it('answers a Spanish message per bad field', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const data = await current(admin);
    const res = await call('PUT', CONTENT.company, admin, {
      ...withoutMeta(data),
      version: data.version,
      phone: '555-0826',
      whatsapp: '02901 15 55-1234',
      email: 'atencion@',
      phones: [{ label: '', number: '123' }],
      social_media: {
        facebook: 'https://evil.example/portal',
        x: '',
        instagram: 'javascript:alert(1)',
        youtube: '',
      },
      covered_localities: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        phone: 'Escribí la línea gratuita como 0800-555-0826.',
        whatsapp:
          'Escribí el WhatsApp solo con dígitos: 549, el código de área sin 0 y el número sin 15 (por ejemplo 5492901551234).',
        email: 'Escribí un email válido o dejalo vacío.',
        'phones.0.label': 'Escribí de qué es el teléfono (por ejemplo, Oficina Ushuaia).',
        'phones.0.number': 'Escribí el teléfono con su código de área, por ejemplo 02901 43-1234.',
        'social_media.facebook':
          'Escribí la dirección completa de Facebook (https://facebook.com/…) o dejala vacía.',
        'social_media.instagram':
          'Escribí la dirección completa de Instagram (https://instagram.com/…) o dejala vacía.',
        covered_localities: 'Agregá al menos una localidad.',
      },
    });
  });

  it('keeps saving to admins: 403 for a supervisor, 401 without a session', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const data = await current(supervisor);
    const body = { ...withoutMeta(data), version: data.version };
    expect((await call('PUT', CONTENT.company, supervisor, body)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: CONTENT.company })).statusCode).toBe(401);
  });

  it('lets one of parallel saves of the same version win; the others get 409 and change nothing', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const data = await current(admin);
    const audited = (await auditRows(t, 'company_data.update')).length;
    const answers = await Promise.all(
      ['0800-111-1111', '0800-222-2222', '0800-333-3333'].map((phone) =>
        call('PUT', CONTENT.company, admin, { ...withoutMeta(data), version: data.version, phone }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as CompanyData;
    expect(await current(admin)).toMatchObject({ phone: winner.phone, version: data.version + 1 });
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Otra persona cambió los datos de la empresa. Recargá la página para ver sus cambios.',
    });
    expect(await auditRows(t, 'company_data.update')).toHaveLength(audited + 1);
  });
});
