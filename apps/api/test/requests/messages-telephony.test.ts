// Company 20 sells no telephony: the messages endpoint refuses a regret, cancellation or other request for the
// 'Telefonía' service and a cart with a telephony product, storing and mailing nothing; company 2 takes them.
import { messages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import {
  bearer,
  countRows,
  customerBodies,
  freshAddress,
  MESSAGES_URL,
  publicBodies,
} from '../support/message-helpers.js';
import { dialects, type TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const telephonyItem = {
  service: 'telefonia',
  title: 'Telefonia',
  packet_name: 'TEL BASICA',
  amount: 8500,
  promotion: false,
  name: 'Línea fija básica',
};

const regret = { ...publicBodies[6], service: 'Telefonía' };
const cart = { ...publicBodies[7], items: [telephonyItem] };
const cancellation = (client: number) => ({ ...customerBodies(client)[2], service: 'Telefonía' });

async function signedIn(t: TestApp) {
  const login = await loginAs(t);
  return { headers: bearer(login.token), client: login.client[0]!.cliente };
}

describe.each(dialects)('messages, company 20 without telephony (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off', COMPANY_CODE: '20' } });
  let session: Awaited<ReturnType<typeof signedIn>>;
  let before: { requests: number; mails: number };

  beforeAll(async () => {
    session = await signedIn(t);
    before = { requests: await countRows(t, 'requests'), mails: await countRows(t, 'outbox_mail') };
  });

  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/api/mensajes/company-code/20/',
      payload,
      headers,
      remoteAddress: freshAddress(),
    });

  const refusal = (fields: Record<string, string>) => ({
    message: messages.validationFailed,
    code: 'VALIDATION_ERROR',
    fields,
  });

  it('refuses a regret for Telefonía with the field message', async () => {
    const res = await post(regret);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ service: messages.invalidOption }));
  });

  it('refuses a cancellation of Telefonía from a logged-in customer', async () => {
    const res = await post(cancellation(session.client), session.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ service: messages.invalidOption }));
  });

  it('refuses telephony in the service field of any other type, however it is spelled', async () => {
    const res = await post({ ...publicBodies[1], service: 'TELEFONIA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ service: messages.invalidOption }));
  });

  it('refuses a cart with a telephony product and names the item', async () => {
    const res = await post({ ...cart, items: [...(publicBodies[7].items as object[]), telephonyItem] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ 'items.1.title': messages.telephonyNotOffered }));
  });

  it('stored and mailed none of the refused requests', async () => {
    expect(await countRows(t, 'requests')).toBe(before.requests);
    expect(await countRows(t, 'outbox_mail')).toBe(before.mails);
  });

  it('still takes the services it sells', async () => {
    expect((await post(publicBodies[6])).statusCode).toBe(201);
    expect((await post(publicBodies[7])).statusCode).toBe(201);
    expect((await post(customerBodies(session.client)[2], session.headers)).statusCode).toBe(200);
  });
});

describe.each(dialects)('messages, company 2 with telephony (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let session: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    session = await signedIn(t);
  });

  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: MESSAGES_URL, payload, headers, remoteAddress: freshAddress() });

  it('takes a regret, a cancellation and a cart for telephony', async () => {
    const before = await countRows(t, 'requests');
    expect((await post(regret)).statusCode).toBe(201);
    expect((await post(cancellation(session.client), session.headers)).statusCode).toBe(200);
    expect((await post(cart)).statusCode).toBe(201);
    expect(await countRows(t, 'requests')).toBe(before + 3);
  });
});
