// Staff look a request up by number and download its documents, streamed from disk or from S3 with the
// attachment headers; each download is audited; another request's attachment, unknown ones and anyone but
// staff get nothing. Runs on both databases and both storages.
import { messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditLogRepository } from '../../src/areas/staff/audit-log-repository.js';
import { loginAs } from '../support/account-helpers.js';
import { bearer, customerBodies, sendMultipartMessage } from '../support/message-helpers.js';
import { realPdf } from '../support/pdf-files.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';
import { staffToken } from '../support/staff-helpers.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';

const documents = await Promise.all([1, 2, 3, 4].map((i) => realPdf(`staff-${i}`)));
const storages = ['disk', 's3'] as const;
const cases = dialects.flatMap((dialect) => storages.map((storage) => [dialect, storage] as const));

describe.each(cases)('staff, request attachments (%s, %s)', (dialect, kind) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;
  let staff: string;
  let customer: { token: string; cliente: number };
  let holderChange: { number: string; id: number };
  let authorisation: { number: string; id: number };

  const file = (name: string, data: Buffer) => ({ filename: name, data });
  async function send(type: 11 | 13, files: { filename: string; data: Buffer }[]) {
    const res = await sendMultipartMessage(t, customerBodies(customer.cliente)[type], files, customer.token);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: number; Crmnumero: string };
    return { id: body.id, number: body.Crmnumero };
  }
  const attachmentIds = async (requestId: number) =>
    (
      await t.app.db
        .selectFrom('request_attachments')
        .select('id')
        .where('request_id', '=', requestId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
  const get = (url: string, token: string | null = staff) =>
    t.request({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const auditRows = () =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'attachment.download')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    t = await createTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off', ...s3?.env } });
    const login = await loginAs(t);
    customer = { token: login.token, cliente: login.client[0]!.cliente };
    holderChange = await send(11, [
      file('DNI frente Señora.pdf', documents[0]!),
      file('dni-dorso.pdf', documents[1]!),
    ]);
    authorisation = await send(
      13,
      documents.map((data, i) => file(`autorizacion-${i + 1}.pdf`, data)),
    );
    staff = await staffToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('shows the request with its documents, never where they are stored', async () => {
    expect(t.app.services.infrastructure.storage.kind).toBe(kind);
    const res = await get(`/api/admin/gestiones/${holderChange.number}/`);
    expect(res.statusCode).toBe(200);
    const ids = await attachmentIds(holderChange.id);
    expect(res.json()).toEqual({
      number: holderChange.number,
      type: 11,
      typeLabel: expect.any(String),
      status: 'received',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      summary: expect.any(String),
      customerNumber: customer.cliente,
      attachments: [
        {
          id: ids[0],
          slot: 'dni_frente',
          label: 'DNI (frente)',
          name: 'DNI frente Señora.pdf',
          sizeBytes: documents[0]!.length,
        },
        {
          id: ids[1],
          slot: 'dni_dorso',
          label: 'DNI (dorso)',
          name: 'dni-dorso.pdf',
          sizeBytes: documents[1]!.length,
        },
      ],
    });
    expect(res.body).not.toMatch(/[0-9a-f]{32}\.pdf/);
  });

  it('streams each document as a download with the sandbox headers, and audits every download', async () => {
    const ids = await attachmentIds(authorisation.id);
    const before = (await auditRows()).length;
    for (const [index, id] of ids.entries()) {
      const res = await get(`/api/admin/gestiones/${authorisation.number}/adjuntos/${id}/`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(documents[index]!)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(documents[index]!.length));
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="autorizacion-${index + 1}.pdf"; filename*=UTF-8''autorizacion-${index + 1}.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const rows = (await auditRows()).slice(before);
    expect(rows).toHaveLength(4);
    const staffUser = await t.app.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    for (const [index, row] of rows.entries()) {
      expect(row).toMatchObject({
        staff_user_id: staffUser.id,
        action: 'attachment.download',
        entity: 'request_attachment',
        entity_id: String(ids[index]),
      });
      expect(JSON.parse(row.details ?? '{}')).toMatchObject({ request: authorisation.number });
    }
  });

  it('names a non-ASCII file name in both forms of Content-Disposition', async () => {
    const [first] = await attachmentIds(holderChange.id);
    const res = await get(`/api/admin/gestiones/${holderChange.number}/adjuntos/${first}/`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="DNI frente Senora.pdf"; filename*=UTF-8''DNI%20frente%20Se%C3%B1ora.pdf`,
    );
  });

  it('answers 404 for an attachment of another request, an unknown one, or an unknown request', async () => {
    const before = (await auditRows()).length;
    const [otherRequests] = await attachmentIds(authorisation.id);
    for (const url of [
      `/api/admin/gestiones/${holderChange.number}/adjuntos/${otherRequests}/`,
      `/api/admin/gestiones/${holderChange.number}/adjuntos/999999/`,
      `/api/admin/gestiones/G-1999-000001/adjuntos/${otherRequests}/`,
      '/api/admin/gestiones/G-1999-000001/',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get('/api/admin/gestiones/..%2F..%2Fetc/')).statusCode).toBe(400);
    expect((await get(`/api/admin/gestiones/${holderChange.number}/adjuntos/abc/`)).statusCode).toBe(400);
    expect(await auditRows()).toHaveLength(before);
  });

  it('gives nothing without a staff token, or with a customer token', async () => {
    const [first] = await attachmentIds(holderChange.id);
    const url = `/api/admin/gestiones/${holderChange.number}/adjuntos/${first}/`;
    for (const token of [null, customer.token, 'not-a-token']) {
      const download = await get(url, token);
      expect(download.statusCode).toBe(401);
      expect(download.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
      expect((await get(`/api/admin/gestiones/${holderChange.number}/`, token)).statusCode).toBe(401);
    }
  });

  it('sends no bytes when the audit row cannot be written', async () => {
    const [first] = await attachmentIds(holderChange.id);
    vi.spyOn(AuditLogRepository.prototype, 'record').mockRejectedValueOnce(new Error('audit_log is down'));
    const res = await get(`/api/admin/gestiones/${holderChange.number}/adjuntos/${first}/`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: messages.serverError, code: 'INTERNAL_ERROR' });
  });
});
