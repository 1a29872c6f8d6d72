// Mis gestiones, one request: GET /api/customer/{clientenro}/gestiones/{n}/. The owner reads its history (creation
// plus status changes), the public replies and its own answers, never the internal notes; the legal class, due
// date and the late notice with the Res. 733/2017 compensation for an overdue claim.
import { COMPENSATION_NOTICE } from '../../src/lib/legal-clock.js';
import { customerRequestDetailSchema } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const LIST = '/api/customer/104523/gestiones/';

describe.each(dialects)('a request in Mis gestiones (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  let claimNumber: string;
  let planNumber: string;
  const get = (number: string, auth = token, base = LIST) =>
    t.request({ url: `${base}${number}/`, headers: bearer(auth) });

  beforeAll(async () => {
    ({ token } = await loginAs(t));
    const { requests } = (await t.request({ url: LIST, headers: bearer(token) })).json();
    [claimNumber, planNumber] = requests.map((r: { number: string }) => r.number);
  });

  async function addEntries(number: string) {
    const request = await t.app.db
      .selectFrom('requests')
      .select('id')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000).toISOString();
    const staff = await t.app.db.selectFrom('staff_users').select('id').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('request_thread')
      .values([
        {
          request_id: request.id,
          kind: 'estado',
          text: '',
          author_staff_id: staff.id,
          from_value: 'received',
          to_value: 'in_progress',
          created_at: at(1),
        },
        {
          request_id: request.id,
          kind: 'nota',
          author_staff_id: staff.id,
          text: 'Nota interna: revisar el nodo',
          created_at: at(2),
        },
        {
          request_id: request.id,
          kind: 'respuesta',
          author_staff_id: staff.id,
          text: '¿Desde cuándo se corta?',
          created_at: at(3),
        },
        {
          request_id: request.id,
          kind: 'estado',
          text: '',
          author_staff_id: staff.id,
          from_value: 'in_progress',
          to_value: 'waiting_customer',
          created_at: at(4),
        },
        {
          request_id: request.id,
          kind: 'cliente',
          author_staff_id: null,
          text: 'Desde el martes',
          created_at: at(5),
        },
        {
          request_id: request.id,
          kind: 'asignacion',
          text: '',
          author_staff_id: staff.id,
          to_value: String(staff.id),
          created_at: at(6),
        },
      ])
      .execute();
    await t.app.db
      .updateTable('requests')
      .set({ status: 'waiting_customer' })
      .where('id', '=', request.id)
      .execute();
  }

  it('tells a fresh claim with its class, due date, and the late notice with compensation once overdue', async () => {
    const res = await get(claimNumber);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const detail = customerRequestDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      number: claimNumber,
      typeLabel: 'Reclamo',
      status: 'received',
      statusLabel: 'Recibido',
      requestClass: 'falla',
      classLabel: 'Falla',
      // Seeded nine days ago: more than three business days.
      overdue: true,
      canAnswer: false,
      thread: [],
      attachments: [],
    });
    expect(detail.history).toEqual([{ status: 'received', statusLabel: 'Recibido', at: detail.createdAt }]);
    expect(detail.lateNotice).toContain(COMPENSATION_NOTICE);
    expect(detail.lateNotice).toMatch(/venció el \d{2}\/\d{2}\/\d{4}/);
  });

  it('gives a late request of class otros the delay without the compensation', async () => {
    const detail = (await get(planNumber)).json();
    expect(detail.requestClass).toBe('otros');
    expect(detail.overdue).toBe(true);
    expect(detail.lateNotice).not.toContain('733/2017');
    // Plan names, not catalogue codes.
    expect(detail.summary).toContain('Internet 100 Megas');
  });

  it('shows the status history, replies and answers, never a note nor an assignment', async () => {
    await addEntries(claimNumber);
    const detail = (await get(claimNumber)).json();
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual([
      'received',
      'in_progress',
      'waiting_customer',
    ]);
    expect(detail.history[2].statusLabel).toBe('Esperando tu respuesta');
    expect(detail.thread.map((e: { kind: string; text: string }) => [e.kind, e.text])).toEqual([
      ['respuesta', '¿Desde cuándo se corta?'],
      ['cliente', 'Desde el martes'],
    ]);
    expect(JSON.stringify(detail)).not.toContain('Nota interna');
    expect(detail).toMatchObject({ status: 'waiting_customer', canAnswer: true });
    const listed = (await t.request({ url: LIST, headers: bearer(token) })).json().requests;
    expect(listed[0]).toMatchObject({
      number: claimNumber,
      status: 'waiting_customer',
      statusLabel: 'Esperando tu respuesta',
    });
  });

  it("answers 404 for another customer's request or an unknown number, 403 for another customer", async () => {
    await t.app.db.updateTable('logins').set({ entry: 0 }).where('email', '=', 'nuevo@example.com').execute();
    const { token: other } = await loginAs(t, 'nuevo@example.com');
    expect((await get(claimNumber, other, '/api/customer/104601/gestiones/')).statusCode).toBe(404);
    expect((await get('G-2020-999999')).statusCode).toBe(404);
    expect((await get(claimNumber, other)).statusCode).toBe(403);
    expect((await get('nada')).statusCode).toBe(400);
  });
});
