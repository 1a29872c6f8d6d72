// The desk's inbox, GET /api/admin/gestiones/: most urgent first (open, nearest due date), every filter, the
// search (number, customer number, name without accents, DNI, words), server-side paging, overdueCount, and an
// agente's scope (its queues and what is assigned to it; another queue's request is 404).
import { inboxPageSchema, messages } from '@portal/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useSteppableClock } from '../support/clock.js';
import { INBOX, detailUrl, insertDeskRequest, staffIdOf } from '../support/desk-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

useSteppableClock();

const A = 'G-2026-900001';
const B = 'G-2026-900002';
const C = 'G-2026-900003';
const D = 'G-2026-900004';

describe.each(dialects)('the desk inbox (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let supervisor: string;
  let agente: string;
  let agenteId: number;
  const inbox = async (query = '', token = supervisor) => {
    const res = await t.request({ url: `${INBOX}${query ? `?${query}` : ''}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return inboxPageSchema.parse(res.json());
  };
  const numbers = async (query = '', token = supervisor) =>
    (await inbox(query, token)).items.map((i) => i.number);

  beforeAll(async () => {
    // Friday 2026-11-27, noon in Ushuaia.
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
    supervisor = await staffTokenAs(t, 'supervisor');
    agente = await staffTokenAs(t, 'agente');
    agenteId = await staffIdOf(t, 'agente.test@example.com');
    await t.app.db.updateTable('staff_users').set({ queues: 'tecnica' }).where('id', '=', agenteId).execute();
    await t.app.db.deleteFrom('requests').execute();
    // A: a visitor's fault in Técnica, due Thu 19 (three business days from Mon 16): overdue.
    await insertDeskRequest(t, {
      number: A,
      createdAt: '2026-11-16T12:00:00.000Z',
      queue: 'tecnica',
      requestClass: 'falla',
      payload: { name: 'Ana Pérez', dni: '25111222', locality: 'Tolhuin', message: 'Sin señal' },
    });
    // B: a customer's request for Comercial, due 2026-12-10 (ten business days; Dec 8 is a holiday).
    await insertDeskRequest(t, {
      number: B,
      createdAt: '2026-11-25T12:00:00.000Z',
      queue: 'comercial',
      cliente: 104601,
      email: null,
      payload: { client_id: 104601, message: 'Quiero cambiar de plan' },
    });
    // C: a billing claim for Administración assigned to the agente, due Mon 30 (the 23rd is a holiday).
    await insertDeskRequest(t, {
      number: C,
      type: 52,
      createdAt: '2026-11-20T12:00:00.000Z',
      queue: 'administracion',
      requestClass: 'facturacion',
      status: 'in_progress',
      assigneeId: agenteId,
    });
    // D: closed long ago.
    await insertDeskRequest(t, {
      number: D,
      createdAt: '2026-11-02T12:00:00.000Z',
      queue: 'tecnica',
      status: 'resolved',
    });
  });

  it('lists open requests by the nearest due date, closed ones last, with overdueCount', async () => {
    const page = await inbox();
    expect(page.items.map((i) => i.number)).toEqual([A, C, B, D]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 50, overdueCount: 1 });
    const [a, c, b] = page.items;
    expect(a).toMatchObject({
      name: 'Ana Pérez',
      locality: 'Tolhuin',
      customerNumber: null,
      dueDate: '2026-11-19',
      overdue: true,
      requestClass: 'falla',
      queue: 'tecnica',
      assignee: null,
    });
    expect(c).toMatchObject({
      dueDate: '2026-11-30',
      overdue: false,
      assignee: { id: agenteId, name: 'Prueba agente' },
      typeLabel: 'Reclamo',
    });
    expect(b).toMatchObject({
      name: 'Lucas Sosa',
      customerNumber: 104601,
      locality: 'Ushuaia',
      email: 'nuevo@example.com',
      dueDate: '2026-12-10',
    });
  });

  it('filters by status, queue, assignee, locality, overdue, open, type and dates', async () => {
    expect(await numbers('status=resolved')).toEqual([D]);
    expect(await numbers('queue=comercial')).toEqual([B]);
    expect(await numbers('assignee=none')).toEqual([A, B, D]);
    expect(await numbers(`assignee=${agenteId}`)).toEqual([C]);
    expect(await numbers('assignee=me', agente)).toEqual([C]);
    expect(await numbers('locality=tolhuin')).toEqual([A]);
    expect(await numbers('overdue=true')).toEqual([A]);
    expect(await numbers('overdue=false')).toEqual([C, B, D]);
    expect(await numbers('open=false')).toEqual([D]);
    expect(await numbers('type=52')).toEqual([C]);
    expect(await numbers('from=2026-11-20&to=2026-11-25')).toEqual([C, B]);
    // Days are Ushuaia's: 2026-11-16 12:00 UTC is on the 16th there.
    expect(await numbers('from=2026-11-16&to=2026-11-16')).toEqual([A]);
  });

  it('searches the number, customer number, name without accents, DNI and words', async () => {
    expect(await numbers(`q=${B}`)).toEqual([B]);
    expect(await numbers('q=g-2026-900001')).toEqual([A]);
    expect(await numbers('q=104601')).toEqual([B]);
    expect(await numbers('q=perez')).toEqual([A]);
    expect(await numbers('q=P%C3%89REZ')).toEqual([A]);
    expect(await numbers('q=38456789')).toEqual([B]);
    expect(await numbers('q=ana%20tolhuin')).toEqual([A]);
    expect(await numbers('q=ana%20ushuaia')).toEqual([]);
    // LIKE's wildcards are matched as typed.
    expect(await numbers('q=%25')).toEqual([]);
  });

  it('refuses a bad filter with a Spanish message per field', async () => {
    const res = await t.request({ url: `${INBOX}?pageSize=7&status=abierto`, headers: bearer(supervisor) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ pageSize: messages.invalidValue, status: messages.invalidOption });
    expect((await t.request({ url: INBOX })).statusCode).toBe(401);
  });

  it("limits an agente to its queues and what is assigned to it; another queue's request is 404", async () => {
    expect(await numbers('', agente)).toEqual([A, C, D]);
    expect((await t.request({ url: detailUrl(B), headers: bearer(agente) })).statusCode).toBe(404);
    expect((await t.request({ url: detailUrl(C), headers: bearer(agente) })).statusCode).toBe(200);
    expect((await t.request({ url: detailUrl(B), headers: bearer(supervisor) })).statusCode).toBe(200);
  });

  it('pages on the server', async () => {
    for (let i = 0; i < 26; i += 1) {
      await insertDeskRequest(t, {
        number: `G-2026-91${String(i).padStart(4, '0')}`,
        createdAt: '2026-11-26T12:00:00.000Z',
        queue: 'comercial',
      });
    }
    const first = await inbox('pageSize=25');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const second = await inbox('pageSize=25&page=2');
    expect(second.items).toHaveLength(5);
    expect(second.items.at(-1)?.number).toBe(D);
    const all = [...first.items, ...second.items].map((i) => i.number);
    expect(new Set(all).size).toBe(30);
  });
});
