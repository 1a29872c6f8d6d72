// Holder-only formalities (issue #15, spec §6, ADR 0073) on both databases: autorizado@example.com reaches
// 104523 as a person its holder authorised, so plan changes, holder changes, moves and authorisations (10 to
// 13) answer 403 HOLDER_ONLY with nothing kept (no request, no file in DATA_DIR/uploads, no upload bytes
// counted), while acquiring a service (9) stays open. The holder's holder change lists its two files in
// Mis gestiones.
import { customerRequestsSchema, messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import {
  bearer,
  countRows,
  customerBodies,
  type FilePart,
  freshAddress,
  MESSAGES_URL,
  pdfDocuments,
  sendMultipartMessage,
  storedUploads,
} from '../support/message-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const CLIENT = 104523;
const { documents, pdfs } = await pdfDocuments(4, 'doc-');

describe.each(dialects)('holder-only formalities (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let holderToken: string;
  let authorisedToken: string;

  beforeAll(async () => {
    // Without Click TV, 104523 has something left to acquire (the seed gives it both products).
    await t.app.db
      .deleteFrom('customer_services')
      .where('producto_tipo', '=', 'CLICK TV')
      .where('customer_id', 'in', (eb) =>
        eb.selectFrom('customers').select('id').where('cliente', '=', CLIENT),
      )
      .execute();
    ({ token: holderToken } = await loginAs(t));
    ({ token: authorisedToken } = await loginAs(t, 'autorizado@example.com'));
  });

  const sendJson = (payload: Record<string, unknown>, token: string) =>
    t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload,
      headers: bearer(token),
      remoteAddress: freshAddress(),
    });
  const sendFiles = (fields: Record<string, unknown>, files: FilePart[], token: string) =>
    sendMultipartMessage(t, fields, files, token);
  const usedBytes = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('upload_usage')
          .select((eb) => eb.fn.sum<number | string>('used_bytes').as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it('signs the authorised login in to 104523 alone', async () => {
    const login = await loginAs(t, 'autorizado@example.com');
    expect(login.client.map((c) => c.cliente)).toEqual([CLIENT]);
    expect(login.entry).toBe(0);
  });

  describe('refuses 10 to 13 from the authorised login and keeps nothing', () => {
    let requests: number;
    let attachments: number;
    beforeAll(async () => {
      requests = await countRows(t, 'requests');
      attachments = await countRows(t, 'request_attachments');
    });
    afterAll(async () => {
      expect(await countRows(t, 'requests')).toBe(requests);
      expect(await countRows(t, 'request_attachments')).toBe(attachments);
    });

    it.each([10, 12] as const)('refuses JSON type %i with 403 HOLDER_ONLY', async (type) => {
      const res = await sendJson(customerBodies(CLIENT)[type], authorisedToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.holderOnly, code: 'HOLDER_ONLY' });
    });

    it.each([
      [11, 2],
      [13, 4],
    ] as const)('refuses multipart type %i, its %i PDFs discarded', async (type, count) => {
      const filesBefore = await storedUploads(t);
      const bytesBefore = await usedBytes();
      const res = await sendFiles(customerBodies(CLIENT)[type], pdfs(count), authorisedToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.holderOnly, code: 'HOLDER_ONLY' });
      expect(await storedUploads(t)).toEqual(filesBefore);
      expect(await usedBytes()).toBe(bytesBefore);
    });
  });

  it('accepts acquiring a service (9) from the authorised login', async () => {
    const res = await sendJson(customerBodies(CLIENT)[9], authorisedToken);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ Crmnumero: expect.stringMatching(/^G-/), id: expect.any(Number) });
  });

  it("lists the holder's holder change with its two files in Mis gestiones, without storage keys", async () => {
    const res = await sendFiles(customerBodies(CLIENT)[11], pdfs(2), holderToken);
    expect(res.statusCode).toBe(201);
    const { Crmnumero } = res.json() as { Crmnumero: string };
    const list = await t.request({ url: `/api/customer/${CLIENT}/gestiones/`, headers: bearer(holderToken) });
    const { requests } = customerRequestsSchema.parse(list.json());
    const filed = requests.find((r) => r.number === Crmnumero);
    expect(filed?.attachments).toEqual([
      {
        slot: 'dni_frente',
        label: expect.any(String),
        name: 'documento-1.pdf',
        sizeBytes: documents[0]!.length,
      },
      {
        slot: 'dni_dorso',
        label: expect.any(String),
        name: 'documento-2.pdf',
        sizeBytes: documents[1]!.length,
      },
    ]);
    expect(filed?.attachments.map((a) => a.label)).toEqual(['DNI (frente)', 'DNI (dorso)']);
    const keys = await t.app.db.selectFrom('request_attachments').select('storage_key').execute();
    for (const { storage_key } of keys) expect(list.body).not.toContain(storage_key);
    // The authorised person sees the same record's requests, the acquire request among them.
    const seen = await t.request({
      url: `/api/customer/${CLIENT}/gestiones/`,
      headers: bearer(authorisedToken),
    });
    expect(seen.statusCode).toBe(200);
  });
});
