// Nobody acts in another customer's name, against the built server: a public form cannot claim a customer
// number without that customer's token, a token cannot claim another's number, and sessions die on password
// reset and logout. A login with a pending first-entry verification does not read the customer's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../support/test-app.js';
import { captchaPass, login, mailbox } from './support/captcha.js';
import { errorLogLines, postJson, startRealServer, type RealServer } from './support/real-server.js';

const MESSAGES = '/api/mensajes/company-code/2/';
const regret = {
  type: 6,
  name: 'Juan Pérez',
  email: 'juan@example.com',
  phone: '2901421234',
  dni: '30111222',
  service: 'Click TV',
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(dialects)('acting for others (%s)', (dialect) => {
  let server: RealServer;
  const dataClient = (client: number, token: string) =>
    server.fetch(`/api/customer/${client}/`, { headers: bearer(token) });

  beforeAll(async () => {
    server = await startRealServer({ dialect });
  });
  afterAll(() => server?.stop());

  it('files an anonymous regret notice claiming a customer number as a visitor', async () => {
    const res = await postJson(
      server,
      MESSAGES,
      { ...regret, client_id: 104523, subscriber: 1 },
      { 'x-captcha-pass': await captchaPass(server, 'message') },
    );
    expect(res.status).toBe(201);
    const { Crmnumero } = (await res.json()) as { Crmnumero: string };
    const staffMail = (await mailbox(server)).find(
      (m) => m.subject.endsWith(Crmnumero) && m.to !== regret.email,
    );
    console.info(
      `[acting-for-others] ${dialect}: staff mail names the customer: ${/104523/.test(staffMail!.text)}`,
    );
    expect(staffMail!.text).not.toMatch(/104523/);
    expect(staffMail!.text).toMatch(/subscriber: 0/);
  });

  it("refuses another customer's number with a token (403)", async () => {
    const { token } = await login(server, 'cliente@example.com');
    const res = await postJson(
      server,
      MESSAGES,
      { ...regret, client_id: 104601, subscriber: 1 },
      { ...bearer(token), 'x-captcha-pass': await captchaPass(server, 'message') },
    );
    console.info(`[acting-for-others] ${dialect}: foreign client_id with a token answered ${res.status}`);
    expect(res.status).toBe(403);
  });

  it('ends the session on logout, and only that one', async () => {
    const first = await login(server, 'cliente@example.com');
    const second = await login(server, 'cliente@example.com');
    const logout = await server.fetch('/api/customer/logout/', {
      method: 'POST',
      headers: bearer(first.token),
    });
    const after = await dataClient(104523, first.token);
    console.info(`[acting-for-others] ${dialect}: logout ${logout.status}, then dataClient ${after.status}`);
    expect(logout.status).toBe(204);
    expect(after.status).toBe(401);
    expect((await dataClient(104523, second.token)).status).toBe(200);
  });

  it('ends every session of the login on password reset', async () => {
    const { token } = await login(server, 'cliente@example.com');
    const email = 'cliente@example.com';
    const request = await postJson(
      server,
      '/api/customer/recuperar/password/',
      { company: 'uv', email },
      { 'x-captcha-pass': await captchaPass(server, 'password-reset') },
    );
    expect(request.status).toBe(200);
    const code = (await mailbox(server)).find((m) => m.to === email)!.text.match(/\b(\d{6})\b/)![1];
    const validated = await postJson(server, '/api/customer/validar/codigo/', { company: 'uv', email, code });
    const { reset_token } = (await validated.json()) as { reset_token: string };
    const reset = await postJson(server, '/api/customer/resetear/password/', {
      company: 'uv',
      email,
      reset_token,
      password: 'Nueva1234',
      repeatPassword: 'Nueva1234',
    });
    expect(reset.status).toBe(200);
    const after = await dataClient(104523, token);
    console.info(`[acting-for-others] ${dialect}: token from before the reset answered ${after.status}`);
    expect(after.status).toBe(401);
    const fresh = await login(server, email, 'Nueva1234');
    expect((await dataClient(104523, fresh.token)).status).toBe(200);
  });

  it('keeps a login with a pending first entry away from the customer data', async () => {
    const { token } = await login(server, 'nuevo@example.com');
    const res = await dataClient(104601, token);
    console.info(`[acting-for-others] ${dialect}: pending first entry read dataClient: ${res.status}`);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('FIRST_ENTRY_PENDING');
    expect(errorLogLines(server)).toEqual([]);
  });
});
