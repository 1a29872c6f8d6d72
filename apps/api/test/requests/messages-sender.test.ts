// Only a token says which customer writes (ADR 0036): a public form without a valid token is a visitor's
// (client_id dropped, subscriber stored as 0, the staff mail names no customer); with a token, client_id must be
// the token's (403 otherwise) and links the request to that customer.
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, mailbox } from '../support/account-helpers.js';
import { bearer, freshAddress, MESSAGES_URL, person, publicBodies } from '../support/message-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('messages, who is writing (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let cliente: { token: string; client: number };
  const regret = { ...publicBodies[6], subscriber: 1, client_id: 104523 };
  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: MESSAGES_URL, payload, headers, remoteAddress: freshAddress() });
  const stored = async (id: number) => {
    const row = await t.app.db
      .selectFrom('requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...row, payload: JSON.parse(row.payload) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const login = await loginAs(t);
    cliente = { token: login.token, client: login.client[0]!.cliente };
  });

  it.each([
    ['no token', {}],
    ['a forged token', { authorization: 'Bearer not.a.token' }],
  ])('stores a claimed customer number with %s as a visitor', async (_label, headers) => {
    const res = await post(regret, headers);
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().id);
    expect(row.customer_id).toBeNull();
    expect(row.payload.subscriber).toBe(0);
    expect(row.payload).not.toHaveProperty('client_id');
    expect(row.summary).not.toMatch(/104523/);
    const staffMail = (await mailbox(t)).find(
      (m) => m.subject.endsWith(res.json().Crmnumero) && m.to !== person.email,
    );
    expect(staffMail?.text).not.toMatch(/104523/);
  });

  it("refuses another customer's number with a token (403), storing nothing", async () => {
    const before = await t.app.db.selectFrom('requests').select('id').execute();
    const res = await post({ ...regret, client_id: 104601 }, bearer(cliente.token));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await t.app.db.selectFrom('requests').select('id').execute()).toHaveLength(before.length);
  });

  it("links the token's own number to its customer", async () => {
    const res = await post({ ...regret, client_id: cliente.client }, bearer(cliente.token));
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().id);
    expect(row.customer_id).not.toBeNull();
    expect(row.payload).toMatchObject({ subscriber: 1, client_id: cliente.client });
    expect(row.summary).toMatch(`cliente N° ${cliente.client}`);
  });
});
