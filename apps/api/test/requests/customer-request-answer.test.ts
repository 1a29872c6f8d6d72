// The customer's answer, POST /api/customer/{clientenro}/gestiones/{n}/respuestas/ (multipart `texto` + up to 2
// PDFs): only while the request waits on the customer; it goes back to En curso once under parallel answers,
// the assignee (or the staff mailbox) is mailed once, files are checked by content, Idempotency-Key replays.
import { randomUUID } from 'node:crypto';
import { customerRequestDetailSchema, messages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, mailbox } from '../support/account-helpers.js';
import { insertDeskRequest, staffIdOf } from '../support/desk-helpers.js';
import { bearer, multipartBody, pdfDocuments, type FilePart } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)("the customer's answer to a request (%s)", (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  let agenteId: number;
  let pdfs: (n: number) => FilePart[];
  let serial = 0;
  const fresh = async (
    status: 'waiting_customer' | 'in_progress' = 'waiting_customer',
    assigneeId: number | null = null,
  ) => {
    serial += 1;
    const number = `G-2026-6${String(serial).padStart(5, '0')}`;
    await insertDeskRequest(t, {
      number,
      createdAt: new Date().toISOString(),
      queue: 'tecnica',
      cliente: 104523,
      email: null,
      status,
      assigneeId,
    });
    return number;
  };
  const answer = (
    number: string,
    fields: Record<string, unknown>,
    files: FilePart[] = [],
    key = randomUUID(),
  ) => {
    const { payload, headers } = multipartBody(fields, files);
    return t.request({
      method: 'POST',
      url: `/api/customer/104523/gestiones/${number}/respuestas/`,
      payload,
      headers: { ...headers, ...bearer(token), 'idempotency-key': key },
    });
  };
  const mailsAbout = async (number: string) => (await mailbox(t)).filter((m) => m.subject.includes(number));

  beforeAll(async () => {
    ({ token } = await loginAs(t));
    await staffTokenAs(t, 'agente');
    agenteId = await staffIdOf(t, 'agente.test@example.com');
    ({ pdfs } = await pdfDocuments(2, 'Respuesta'));
  });

  it('stores the answer with its PDFs, moves the request to En curso and mails the assignee once', async () => {
    const number = await fresh('waiting_customer', agenteId);
    const key = randomUUID();
    const res = await answer(number, { texto: 'Ya reinicié el módem' }, pdfs(2), key);
    expect(res.statusCode, res.body).toBe(201);
    const detail = customerRequestDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ status: 'in_progress', statusLabel: 'En curso', canAnswer: false });
    expect(detail.thread).toMatchObject([
      {
        kind: 'cliente',
        text: 'Ya reinicié el módem',
        attachments: [{ slot: 'respuesta_1', name: 'documento-1.pdf' }, { slot: 'respuesta_2' }],
      },
    ]);
    expect(detail.history.map((h) => h.status)).toEqual(['received', 'in_progress']);
    const replay = await answer(number, { texto: 'Ya reinicié el módem' }, pdfs(2), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(res.json());
    const mails = await mailsAbout(number);
    expect(mails.map((m) => m.to)).toEqual(['agente.test@example.com']);
    expect(mails[0]!.text).toContain('Ya reinicié el módem');
    expect(mails[0]!.text).toContain('documento-1.pdf');
    const version = await t.app.db
      .selectFrom('requests')
      .select('version')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(version.version).toBe(2);
  });

  it('moves it once under parallel answers; the other is told it no longer waits', async () => {
    const number = await fresh();
    const results = await Promise.all([
      answer(number, { texto: 'Primera' }),
      answer(number, { texto: 'Segunda' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(messages.deskNotWaitingCustomer);
    const mails = await mailsAbout(number);
    // Nobody has it: the staff mailbox hears of it.
    expect(mails.map((m) => m.to)).toEqual([t.config.staffEmail]);
    const entries = await t.app.db
      .selectFrom('request_thread as th')
      .innerJoin('requests as r', 'r.id', 'th.request_id')
      .select('th.kind')
      .where('r.number', '=', number)
      .execute();
    expect(entries.map((e) => e.kind).sort()).toEqual(['cliente', 'estado']);
  });

  it('refuses an answer while the request does not wait on the customer, an empty text and a non-PDF', async () => {
    const working = await fresh('in_progress');
    const notWaiting = await answer(working, { texto: 'Hola' });
    expect(notWaiting.statusCode).toBe(409);
    const number = await fresh();
    const empty = await answer(number, { texto: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ texto: 'Escribí tu respuesta.' });
    const fake = await answer(number, { texto: 'Va la factura' }, [
      { filename: 'factura.pdf', data: Buffer.from('no soy un pdf') },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ files: messages.fileNotPdf });
    const three = await answer(number, { texto: 'Tres' }, [...pdfs(2), ...pdfs(1)]);
    expect(three.statusCode).toBe(400);
    // Nothing was stored by the refused answers.
    const detail = await t.request({
      url: `/api/customer/104523/gestiones/${number}/`,
      headers: bearer(token),
    });
    expect(detail.json()).toMatchObject({ status: 'waiting_customer', thread: [] });
    expect(await mailsAbout(number)).toEqual([]);
  });
});
