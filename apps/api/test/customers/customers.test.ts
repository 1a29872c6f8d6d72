// Customers in the back office (issue #31 §3): finding one by number, DNI, name or email; per login unlock,
// end every session, resend the first-entry code and change the access email (with the customer's own notice
// to the old address); coupons per customer given and expired. Roles checked, changes audited. Both databases.
import { describe, expect, it } from 'vitest';
import { loginAs, mailbox } from '../support/account-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokens } from './staff-tokens.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = '/api/admin/clientes/';

interface Login {
  loginId: number;
  email: string;
  firstEntryStep: number;
  lockedUntil: string | null;
}

describe.each(dialects)('customers in the back office (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const as = staffTokens(t);
  const get = (url: string, token: string) => t.request({ url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    t.request({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const search = async (q: string) => {
    const res = await get(`${URL}?q=${encodeURIComponent(q)}`, await as('agente'));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Array<{ customerNumber: number }> }).items.map((i) => i.customerNumber);
  };
  const loginOf = async (cliente: number, email: string): Promise<Login> => {
    const res = await get(`${URL}${cliente}/usuarios/`, await as('agente'));
    expect(res.statusCode).toBe(200);
    const login = (res.json() as { items: Login[] }).items.find((l) => l.email === email);
    if (!login) throw new Error(`no login ${email} on ${cliente}`);
    return login;
  };
  const signIn = (username: string, password = 'Demo1234') =>
    t.request({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username, password, company: 'uv' },
    });

  it('finds a customer by number, DNI, the beginning of name and surname, or email', async () => {
    expect(await search('104601')).toEqual([104601]);
    expect(await search('38456789')).toEqual([104601]);
    expect(await search('sos')).toContain(104601);
    expect(await search('LUCAS so')).toEqual([104601]);
    expect(await search('fernández mart')).toEqual([104523, 104524]);
    expect(await search('NUEVO@example.com')).toEqual([104601]);
    expect(await search('uca')).not.toContain(104601);
    const short = await get(`${URL}?q=a`, await as('agente'));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ q: 'Escribí al menos 2 letras o números.' });
    expect((await t.request({ url: `${URL}?q=104601` })).statusCode).toBe(401);
  });

  it('unlocks a login locked by failed tries, so the person signs in again at once', async () => {
    for (let i = 0; i < 5; i += 1) await signIn('datos@example.com', 'Equivocada1');
    expect((await signIn('datos@example.com')).statusCode).toBe(429);
    const locked = await loginOf(104702, 'datos@example.com');
    expect(locked.lockedUntil).not.toBeNull();

    const url = `${URL}104702/usuarios/${locked.loginId}/desbloqueo/`;
    expect((await post(url, await as('agente'))).statusCode).toBe(403);
    const res = await post(url, await as('supervisor'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lockedUntil: null });
    expect((await signIn('datos@example.com')).statusCode).toBe(200);

    const [entry] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'login.unlock')
      .execute();
    expect(JSON.parse(entry!.before_state!).lockedUntil).not.toBeNull();
    expect(JSON.parse(entry!.after_state!).lockedUntil).toBeNull();
  });

  it('ends every session of a login: tokens issued before are refused', async () => {
    const { token } = await loginAs(t, 'debito@example.com', 'Demo1234');
    const customerCall = () => t.request({ url: '/api/customer/104904/', headers: bearer(token) });
    expect((await customerCall()).statusCode).toBe(200);
    const login = await loginOf(104904, 'debito@example.com');
    const url = `${URL}104904/usuarios/${login.loginId}/cierre-de-sesiones/`;
    expect((await post(url, await as('agente'))).statusCode).toBe(403);
    expect((await post(url, await as('admin'))).statusCode).toBe(200);
    expect((await customerCall()).statusCode).toBe(401);
    expect((await loginAs(t, 'debito@example.com', 'Demo1234')).token).toBeTruthy();
  });

  it('resends the first-entry code only while the login waits for it', async () => {
    const supervisor = await as('supervisor');
    const pending = await loginOf(104601, 'nuevo@example.com');
    expect(pending.firstEntryStep).toBe(1);
    const res = await post(`${URL}104601/usuarios/${pending.loginId}/codigo-primer-ingreso/`, supervisor);
    expect(res.statusCode).toBe(200);
    expect((await mailbox(t)).find((m) => m.to === 'nuevo@example.com')?.text).toMatch(/\b\d{6}\b/);

    const done = await loginOf(104702, 'datos@example.com');
    const again = await post(`${URL}104702/usuarios/${done.loginId}/codigo-primer-ingreso/`, supervisor);
    expect(again.statusCode).toBe(409);
    // A login of another customer is not reachable through this one.
    expect((await post(`${URL}104523/usuarios/${done.loginId}/desbloqueo/`, supervisor)).statusCode).toBe(
      404,
    );
  });

  it('changes the access email with the notice and the "No fui yo" link to the old address', async () => {
    const supervisor = await as('supervisor');
    const login = await loginOf(105005, 'robo@example.com');
    const url = `${URL}105005/usuarios/${login.loginId}/email/`;
    const put = (token: string, email: string) =>
      t.request({ method: 'PUT', url, headers: bearer(token), payload: { email } });

    expect((await put(await as('agente'), 'robo.nuevo@example.com')).statusCode).toBe(403);
    const taken = await put(supervisor, 'cliente@example.com');
    expect(taken.statusCode).toBe(409);
    const bad = await put(supervisor, 'no-es-un-email');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['email']);

    const res = await put(supervisor, 'Robo.Nuevo@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'robo.nuevo@example.com' });
    const notice = (await mailbox(t)).find((m) => m.to === 'robo@example.com');
    expect(notice?.text).toContain('robo.nuevo@example.com');
    expect(notice?.text).toContain('/mi-cuenta/no-fui-yo?token=');
    expect((await signIn('robo.nuevo@example.com')).statusCode).toBe(200);
    const [entry] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'login.email')
      .execute();
    expect(JSON.parse(entry!.before_state!).email).toBe('robo@example.com');
    expect(JSON.parse(entry!.after_state!).email).toBe('robo.nuevo@example.com');
  });

  it('gives a catalogue coupon to a customer and expires it; the customer sees it expired', async () => {
    const supervisor = await as('supervisor');
    const listed = await get(`${URL}104702/cupones/`, await as('agente'));
    expect(listed.statusCode).toBe(200);
    const { items, available } = listed.json() as {
      items: unknown[];
      available: Array<{ id: number; code: string }>;
    };
    expect(items).toEqual([]);
    const coupon = available[0]!;

    expect(
      (await post(`${URL}104702/cupones/`, await as('agente'), { couponId: coupon.id })).statusCode,
    ).toBe(403);
    const given = await post(`${URL}104702/cupones/`, supervisor, { couponId: coupon.id });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({
      couponId: coupon.id,
      code: coupon.code,
      usedAt: null,
      expiresAt: null,
    });
    expect((await post(`${URL}104702/cupones/`, supervisor, { couponId: coupon.id })).statusCode).toBe(409);

    const { token } = await loginAs(t, 'datos@example.com', 'Demo1234');
    const mine = async () => {
      const res = await t.request({ url: '/api/customer/104702/cupones/', headers: bearer(token) });
      return (res.json() as { cupones: Array<{ codigo: string; estado: string }> }).cupones;
    };
    expect(await mine()).toContainEqual(expect.objectContaining({ codigo: coupon.code, estado: 'vigente' }));

    const expireUrl = `${URL}104702/cupones/${coupon.id}/vencimiento/`;
    const expired = await post(expireUrl, supervisor);
    expect(expired.statusCode).toBe(200);
    expect(expired.json().expiresAt).not.toBeNull();
    expect((await post(expireUrl, supervisor)).statusCode).toBe(409);
    expect(await mine()).toContainEqual(expect.objectContaining({ codigo: coupon.code, estado: 'vencido' }));
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'customer_coupon')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['customer_coupon.assign', 'customer_coupon.expire']);
  });
});
