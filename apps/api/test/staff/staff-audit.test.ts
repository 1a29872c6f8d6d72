// Reading the audit log (issue #30 §1): filters by member, action, object and Ushuaia days, server-side pages
// newest first, and the CSV export with formula injection neutralised, itself an audit entry.
import { auditPageSchema, staffMembersMessages } from '@portal/domain';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffMember, staffToken } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('staff audit log (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let admin: string;
  let memberId: number;
  const bearer = () => ({ authorization: `Bearer ${admin}` });
  const list = (query: string) => t.request({ url: `/api/admin/auditoria/?${query}`, headers: bearer() });

  beforeAll(async () => {
    admin = await staffToken(t);
    memberId = await ensureStaffMember(t, { email: 'auditada@example.com', role: 'agente' });
    const entries = [
      // 2026-03-01 02:59 UTC is still 28 February in Ushuaia (UTC-3).
      { action: 'prueba.uno', entity_id: '1', created_at: '2026-03-01T02:59:00.000Z' },
      { action: 'prueba.uno', entity_id: '2', created_at: '2026-03-01T03:00:00.000Z' },
      { action: 'prueba.dos', entity_id: '=HYPERLINK("http://x")', created_at: '2026-03-02T12:00:00.000Z' },
    ];
    for (const entry of entries) {
      await t.app.db
        .insertInto('audit_log')
        .values({
          staff_user_id: memberId,
          entity: 'prueba',
          ip: '10.0.0.1',
          user_agent: '@SUM(1+1)',
          details: JSON.stringify({ nota: '+cmd' }),
          ...entry,
        })
        .execute();
    }
  });

  it('filters by member, action, object and Ushuaia days', async () => {
    const byMember = auditPageSchema.parse((await list(`miembro=${memberId}`)).json());
    expect(byMember.total).toBe(3);
    expect(byMember.items.map((e) => e.entityId)).toEqual(['=HYPERLINK("http://x")', '2', '1']);
    expect(byMember.items[0]).toMatchObject({
      staffEmail: 'auditada@example.com',
      details: { nota: '+cmd' },
    });

    expect((await list('accion=prueba.uno')).json().total).toBe(2);
    expect((await list('entidad=prueba&objeto=2')).json().items).toHaveLength(1);
    const firstOfMarch = (await list(`miembro=${memberId}&desde=2026-03-01&hasta=2026-03-01`)).json();
    expect(firstOfMarch.items.map((e: { entityId: string }) => e.entityId)).toEqual(['2']);
    const february = (await list(`miembro=${memberId}&hasta=2026-02-28`)).json();
    expect(february.items.map((e: { entityId: string }) => e.entityId)).toEqual(['1']);
  });

  it('pages on the server', async () => {
    const page = auditPageSchema.parse((await list(`miembro=${memberId}&pagina=2&porPagina=2`)).json());
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((e) => e.entityId)).toEqual(['1']);
  });

  it('validates the filters in Spanish', async () => {
    const res = await list('desde=2026-13-01&hasta=ayer&porPagina=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      desde: staffMembersMessages.date,
      hasta: staffMembersMessages.date,
    });
    expect((await list('desde=2026-03-02&hasta=2026-03-01')).json().fields).toEqual({
      hasta: staffMembersMessages.dateRange,
    });
  });

  it('exports the filtered log as CSV with formulas neutralised, and records the export', async () => {
    const res = await t.request({
      url: `/api/admin/auditoria/exportacion/?miembro=${memberId}`,
      headers: bearer(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(res.body, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      objeto: `'=HYPERLINK("http://x")`,
      navegador: "'@SUM(1+1)",
      email: 'auditada@example.com',
      accion: 'prueba.dos',
    });
    expect(rows[2]!.fecha_ushuaia).toContain('28/2/26');
    const exported = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'audit.export')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(exported.details!)).toEqual({ filtros: { miembro: memberId }, filas: 3 });
  });
});
