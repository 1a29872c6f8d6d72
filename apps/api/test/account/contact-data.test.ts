// Contact data of the signed-in customer (issue #11): PUT /api/customer/actualizar/{customer}/ applies the phone,
// birth-date and second-email rules of spec §5 on the server, keeps a history row per change, checks ownership,
// opens to the first-entry wizard only what it needs, and holds the two-phone limit under parallel inserts.
import { messages, apiMessages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const CLIENT = 104523;
const OTHER_LOGINS_CLIENT = 104601;

describe.each(dialects)('contact data (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  const put = (customer: number, payload: Record<string, unknown>, auth = token) =>
    t.request({
      method: 'PUT',
      url: `/api/customer/actualizar/${customer}/`,
      payload,
      headers: bearer(auth),
    });
  const phonesOf = async (customer: number) =>
    (await t.request({ url: `/api/customer/${customer}/`, headers: bearer(token) })).json().telefono;
  const historyOf = (customer: number) =>
    t.app.db
      .selectFrom('customer_contact_history')
      .innerJoin('customers', 'customers.id', 'customer_contact_history.customer_id')
      .select(['field', 'old_value', 'new_value', 'login_id'])
      .where('customers.cliente', '=', customer)
      .orderBy('customer_contact_history.id')
      .execute();

  beforeAll(async () => {
    token = (await loginAs(t)).token;
  });

  it('replaces a phone by its old value and records who changed it', async () => {
    const res = await put(CLIENT, {
      phoneEntry: true,
      phoneAction: 'update',
      'phone-1': '2901421299',
      'phone-1-old': '2901421234',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json().telefono).toBe('2901421299,2901551234');
    const history = await historyOf(CLIENT);
    expect(history.at(-1)).toMatchObject({
      field: 'phone',
      old_value: '2901421234',
      new_value: '2901421299',
    });
    expect(history.at(-1)?.login_id).toEqual(expect.any(Number));
  });

  it('refuses a third phone with the spec message and keeps two', async () => {
    const res = await put(CLIENT, { phoneEntry: true, phoneAction: 'insert', phone: '2901431111' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PHONE_LIMIT', fields: { phone: messages.phoneLimit } });
    expect(await phonesOf(CLIENT)).toBe('2901421299,2901551234');
  });

  it('removes a phone only while another one remains', async () => {
    const removed = await put(CLIENT, { phoneAction: 'update', 'phone-2': '', 'phone-2-old': '2901551234' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().telefono).toBe('2901421299');
    const last = await put(CLIENT, { phoneAction: 'update', 'phone-1': '', 'phone-1-old': '2901421299' });
    expect(last.statusCode).toBe(400);
    expect(last.json().fields).toEqual({ phone: messages.phoneLastOne });
    expect((await historyOf(CLIENT)).at(-1)).toMatchObject({ old_value: '2901551234', new_value: null });
  });

  it('answers 409 when the phone being replaced changed meanwhile', async () => {
    const res = await put(CLIENT, {
      phoneAction: 'update',
      'phone-1': '2901421200',
      'phone-1-old': '2901000000',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: apiMessages.phoneChangedMeanwhile });
  });

  it('applies the phone rules of spec §5 on the server', async () => {
    const withZero = await put(CLIENT, { phoneAction: 'insert', phone: '2901051234' });
    expect(withZero.json().fields).toEqual({ phone: messages.phoneNumberInvalid });
    const fifteen = await put(CLIENT, { phoneAction: 'insert', phone: '2901151234' });
    expect(fifteen.json().fields).toEqual({ phone: messages.phoneNumberInvalid });
    const short = await put(CLIENT, {
      phoneAction: 'update',
      'phone-1': '2901',
      'phone-1-old': '2901421299',
    });
    expect(short.json().fields).toEqual({ 'phone-1': messages.invalidPhone });
    const duplicate = await put(CLIENT, { phoneAction: 'insert', phone: '2901421299' });
    expect(duplicate.json().fields).toEqual({ phone: apiMessages.phoneDuplicate });
    const noOld = await put(CLIENT, { phoneAction: 'update', 'phone-1': '2901421200' });
    expect(noOld.json().fields).toEqual({ 'phone-1-old': messages.required });
    const unknown = await put(CLIENT, { telefono: '1' });
    expect(unknown.statusCode).toBe(400);
  });

  it('holds the two-phone limit under parallel inserts', async () => {
    expect(await phonesOf(CLIENT)).toBe('2901421299');
    const answers = await Promise.all(
      ['2901430001', '2901430002', '2901430003', '2901430004', '2901430005'].map((phone) =>
        put(CLIENT, { phoneEntry: true, phoneAction: 'insert', phone }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect((await phonesOf(CLIENT)).split(',')).toHaveLength(2);
  });

  it('sets an adult birth date and a second email, and refuses a minor or future one', async () => {
    const res = await put(CLIENT, { birthday: '1980-02-29', email2: 'Otra@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fecha_nac: '1980-02-29 00:00:00', email2: 'otra@example.com' });
    const history = await historyOf(CLIENT);
    expect(history.slice(-2)).toMatchObject([
      { field: 'fecha_nac', old_value: '1985-04-12', new_value: '1980-02-29' },
      { field: 'email2', old_value: 'martina.fernandez@example.net', new_value: 'otra@example.com' },
    ]);
    const cleared = await put(CLIENT, { email2: '' });
    expect(cleared.json().email2).toBeNull();

    const minorYear = new Date().getUTCFullYear() - 10;
    const minor = await put(CLIENT, { birthday: `${minorYear}-01-01` });
    expect(minor.json().fields).toEqual({ birthday: messages.birthDateNotAdult });
    const future = await put(CLIENT, { birthday: `${minorYear + 20}-01-01` });
    expect(future.json().fields).toEqual({ birthday: messages.birthDateFuture });
    const badEmail = await put(CLIENT, { email2: 'no-es-un-email' });
    expect(badEmail.json().fields).toEqual({ email2: messages.invalidEmail });
  });

  it("refuses another customer's number, a missing token and a stranger's token", async () => {
    const foreign = await put(OTHER_LOGINS_CLIENT, { birthday: '1990-01-01' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    const anonymous = await t.request({
      method: 'PUT',
      url: `/api/customer/actualizar/${CLIENT}/`,
      payload: { birthday: '1990-01-01' },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await loginAs(t, 'nuevo@example.com', 'Demo1234');
    const theirs = await put(CLIENT, { birthday: '1990-01-01' }, stranger.token);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().code).toBe('FORBIDDEN');
  });

  it('lets a first-entry login set its own phones and birth date at step 2 only, and answers only those', async () => {
    const setEntry = (entry: number) =>
      t.app.db.updateTable('logins').set({ entry }).where('email', '=', 'nuevo@example.com').execute();
    await setEntry(1);
    const pending = await loginAs(t, 'nuevo@example.com', 'Demo1234');
    const body = { birthday: '1994-03-08', phoneEntry: true, phoneAction: 'insert', phone: '2964421234' };
    // Before the emailed code proves the mailbox, the token cannot touch the contact data.
    const early = await put(OTHER_LOGINS_CLIENT, body, pending.token);
    expect(early.statusCode).toBe(409);
    await setEntry(2);
    const step = await put(OTHER_LOGINS_CLIENT, body, pending.token);
    expect(step.statusCode).toBe(200);
    expect(Object.keys(step.json()).sort()).toEqual(['cliente', 'fecha_nac', 'telefono']);
    const history = await historyOf(OTHER_LOGINS_CLIENT);
    expect(history.map((h) => h.field).sort()).toEqual(['fecha_nac', 'phone']);
    const email2 = await put(OTHER_LOGINS_CLIENT, { email2: 'x@example.com' }, pending.token);
    expect(email2.statusCode).toBe(403);
    expect(email2.json().code).toBe('FIRST_ENTRY_PENDING');
    await setEntry(1);
  });
});
