// The monthly report over the API: the month's requests (Ushuaia days) per queue and member, on time and
// medians, and its CSV (BOM, ';', audited); supervisors and admins only. Runs on both databases.
import { describe, expect, it } from 'vitest';
import { staffIdOf } from '../support/desk-helpers.js';
import { insertDeskRequest } from '../support/desk-tools-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('desk report (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const get = (url: string, token: string) => t.request({ method: 'GET', url, headers: bearer(token) });

  it('reports the month per queue and member; an agente gets 403', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const agente = await staffTokenAs(t, 'agente');
    const agenteId = await staffIdOf(t, 'agente.test@example.com');
    // Received 2025-03-01 00:30 in Ushuaia (03:30 UTC): March. 2025-03-01 02:00 UTC is still February there.
    await insertDeskRequest(t, {
      number: 'G-2025-900001',
      queue: 'tecnica',
      requestClass: 'falla',
      createdAt: '2025-03-01T03:30:00.000Z',
      dueDate: '2025-03-06',
      firstAnswerAt: '2025-03-01T05:30:00.000Z',
      closedAt: '2025-03-02T03:30:00.000Z',
      status: 'resolved',
      assigneeId: agenteId,
    });
    await insertDeskRequest(t, {
      number: 'G-2025-900002',
      queue: 'administracion',
      requestClass: 'facturacion',
      createdAt: '2025-03-10T12:00:00.000Z',
      dueDate: '2025-03-17',
    });
    await insertDeskRequest(t, { number: 'G-2025-900003', createdAt: '2025-03-01T02:00:00.000Z' });
    await insertDeskRequest(t, {
      number: 'G-2025-900004',
      createdAt: '2025-03-05T02:00:00.000Z',
      status: 'spam',
    });

    const res = await get('/api/admin/informes/gestiones/?mes=2025-03', supervisor);
    expect(res.statusCode).toBe(200);
    const report = res.json() as {
      total: Record<string, unknown>;
      queues: { key: string; total: number }[];
      members: { label: string; total: number }[];
    };
    expect(report.total).toMatchObject({
      total: 2,
      byClass: { falla: 1, facturacion: 1, otros: 0 },
      decided: 2,
      onTime: 1,
      onTimeShare: 0.5,
      medianFirstAnswerHours: 2,
      medianResolutionHours: 24,
    });
    expect(report.queues.map((q) => [q.key, q.total])).toEqual([
      ['administracion', 1],
      ['tecnica', 1],
      ['comercial', 0],
    ]);
    expect(report.members.map((m) => [m.label, m.total])).toEqual([
      ['Prueba agente', 1],
      ['Sin asignar', 1],
    ]);

    expect((await get('/api/admin/informes/gestiones/?mes=2025-03', agente)).statusCode).toBe(403);
    const bad = await get('/api/admin/informes/gestiones/?mes=marzo', supervisor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { mes: 'Elegí un mes (AAAA-MM).' } });
  });

  it('exports the report as CSV for a spreadsheet, audited', async () => {
    const supervisor = await staffTokenAs(t, 'supervisor');
    const res = await get('/api/admin/informes/gestiones/exportacion/?mes=2025-03', supervisor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="informe-gestiones-2025-03.csv"');
    expect(res.body.startsWith('\uFEFFMes;Grupo;Nombre;Gestiones;')).toBe(true);
    const lines = res.body.split('\r\n');
    expect(lines[1]).toBe('2025-03;Total;Total;2;1;1;0;0;2;1;50;2;24');
    const audited = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'desk_report.export')
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ entity_id: '2025-03' });
  });
});
