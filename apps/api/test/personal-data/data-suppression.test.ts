// POST /api/customer/{clientenro}/mis-datos/supresion/ (issue #32 §4, Ley 25.326 art. 16): files a request of
// class 'datos' due in 5 business days, one open per record even under parallel presses, with one receipt.
import { dataSuppressionFiledSchema, errorEnvelopeSchema } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../src/lib/legal-clock.js';
import { ushuaiaDate } from '../../src/lib/ushuaia-time.js';
import { DEMO, customerId, loginAs } from '../support/account-helpers.js';
import { DEBIT_LOGIN } from '../support/debit-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = (cliente: number) => `/api/customer/${cliente}/mis-datos/supresion/`;

describe.each(dialects)('personal data suppression (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  const press = (cliente: number, key?: string) =>
    t.request({
      method: 'POST',
      url: URL(cliente),
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const suppressions = async (cliente: number) =>
    t.app.db
      .selectFrom('requests')
      .select(['number', 'status', 'request_class', 'due_date', 'queue'])
      .where('customer_id', '=', await customerId(t, cliente))
      .where('type', '=', 54)
      .execute();
  const receipts = async (number: string) =>
    t.app.db
      .selectFrom('outbox_mail')
      .select(['to_address', 'text_body'])
      .where('subject', 'like', `%${number}%`)
      .execute();

  beforeAll(async () => {
    ({ token } = await loginAs(t, DEMO.email, DEMO.password));
  });

  it('files a request of class datos, due in 5 business days, and mails the receipt with what is kept', async () => {
    const res = await press(104523, 'suppress-1');
    expect(res.statusCode).toBe(201);
    const filed = dataSuppressionFiledSchema.parse(res.json());
    expect(filed.dueDate).toBe(addBusinessDays(ushuaiaDate(new Date()), 5));
    expect(await suppressions(104523)).toEqual([
      {
        number: filed.number,
        status: 'received',
        request_class: 'datos',
        due_date: filed.dueDate,
        queue: 'administracion',
      },
    ]);
    const mails = await receipts(filed.number);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([DEMO.email, t.config.staffEmail].sort());
    expect(mails.find((mail) => mail.to_address === DEMO.email)!.text_body).toContain('10 años');

    // A retry with the same key replays the answer and files and mails nothing more.
    const replay = await press(104523, 'suppress-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(filed);
    expect(await suppressions(104523)).toHaveLength(1);
    expect(await receipts(filed.number)).toHaveLength(2);

    // Another press while it is open is refused with its number.
    const again = await press(104523, 'suppress-2');
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json())).toMatchObject({ code: 'CONFLICT' });
    expect(again.json().message).toContain(filed.number);
  });

  it('keeps one open request per record under parallel presses, and allows a new one once resolved', async () => {
    await t.app.db
      .updateTable('requests')
      .set({ status: 'resolved' })
      .where('customer_id', '=', await customerId(t, 104523))
      .where('type', '=', 54)
      .execute();
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => press(104523, `parallel-${n}`)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const open = (await suppressions(104523)).filter((row) => row.status === 'received');
    expect(open).toHaveLength(1);
    expect(await receipts(open[0]!.number)).toHaveLength(2);
    // The login's other record has its own slot.
    expect((await press(104524)).statusCode).toBe(201);
  });

  it("refuses another person's record and a call without a session", async () => {
    expect((await press(DEBIT_LOGIN.cliente)).statusCode).toBe(403);
    const anonymous = await t.request({ method: 'POST', url: URL(104523) });
    expect(anonymous.statusCode).toBe(401);
  });
});
