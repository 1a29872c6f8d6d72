// The inbox's filter as CSV: the filtered requests in urgency order, for a spreadsheet (BOM, ';', CRLF), text
// that cannot start a formula, audited with the filter and the row count; supervisors only. Both databases.
import { describe, expect, it } from 'vitest';
import { insertDeskRequest } from '../support/desk-tools-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = '/api/admin/gestiones/exportacion/';

describe.each(dialects)('requests export (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  it('writes the filtered requests as CSV, formula-safe, and audits the export', async () => {
    await insertDeskRequest(t, {
      number: 'G-2026-500001',
      locality: 'Exportópolis',
      summary: '=HYPERLINK("http://evil")',
      name: '@Pepe',
      createdAt: '2026-11-02T15:00:00.000Z',
      dueDate: '2026-11-16',
    });
    await insertDeskRequest(t, { number: 'G-2026-500002', locality: 'Exportópolis', queue: 'tecnica' });
    await insertDeskRequest(t, { number: 'G-2026-500003', locality: 'Otra' });
    const supervisor = await staffTokenAs(t, 'supervisor');

    const res = await t.request({
      method: 'GET',
      url: `${URL}?locality=Exportópolis`,
      headers: bearer(supervisor),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="gestiones-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFFNúmero;Tipo;Estado;Cola;Clase;Fecha límite;Vencida;Recibida;Cliente;Nombre;Email;Localidad;Asignada a;Adjuntos;Resumen',
    );
    expect(lines).toHaveLength(3);
    const first = lines.find((l) => l.startsWith('G-2026-500001'))!;
    expect(first).toContain(';Nuevo;Comercial;Otros;16/11/2026;');
    expect(first).toContain(";02/11/2026, 12:00;;'@Pepe;");
    expect(first.endsWith(`;"'=HYPERLINK(""http://evil"")"`)).toBe(true);
    expect(res.body).not.toContain('G-2026-500003');

    const [audit] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'requests.export')
      .execute();
    expect(JSON.parse(audit!.details!)).toEqual({ filter: { locality: 'Exportópolis' }, rows: 2 });
  });

  it('is for supervisors, with a Spanish message per bad filter field', async () => {
    expect(
      (await t.request({ method: 'GET', url: URL, headers: bearer(await staffTokenAs(t, 'agente')) }))
        .statusCode,
    ).toBe(403);
    const bad = await t.request({
      method: 'GET',
      url: `${URL}?status=cerrado`,
      headers: bearer(await staffTokenAs(t, 'admin')),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { status: expect.any(String) } });
  });
});
