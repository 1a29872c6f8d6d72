// Requests reach the desk as they are stored: a visitor's contact message and a customer's claim show in the
// inbox with the queue and legal class of their type, the due date counted from the day they arrived (Friday
// 2026-11-20, before the Monday 23 holiday), and the sender's name and locality ready for the search.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { useSteppableClock } from '../support/clock.js';
import { INBOX } from '../support/desk-helpers.js';
import { bearer, freshAddress, MESSAGES_URL, publicBodies } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

useSteppableClock();

describe.each(dialects)('requests reaching the desk (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let staff: string;
  let contact: string;
  let claim: string;

  beforeAll(async () => {
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    staff = await staffTokenAs(t, 'supervisor');
    const sent = await t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload: publicBodies[1],
      remoteAddress: freshAddress(),
    });
    contact = sent.json().Crmnumero;
    const { token } = await loginAs(t);
    const filed = await t.request({
      method: 'POST',
      url: '/api/customer/104523/gestiones/',
      payload: { reason: 'Sin servicio de Internet' },
      headers: bearer(token),
    });
    claim = filed.json().number;
  });

  const find = async (q: string) =>
    (await t.request({ url: `${INBOX}?q=${encodeURIComponent(q)}`, headers: bearer(staff) })).json().items;

  it("gives a visitor's message its type's queue and class, and the name as written", async () => {
    const [item] = await find(contact);
    expect(item).toMatchObject({
      number: contact,
      queue: 'comercial',
      requestClass: 'otros',
      // Ten business days from Friday 20: the 23rd is a holiday, so Monday 7 December.
      dueDate: '2026-12-07',
      overdue: false,
      name: 'Juan Pérez',
      customerNumber: null,
      email: 'juan@example.com',
    });
    expect((await find('juan perez 30111222')).map((i: { number: string }) => i.number)).toEqual([contact]);
  });

  it("gives a customer's claim Técnica, the fault class and the customer record's name", async () => {
    const [item] = await find(claim);
    expect(item).toMatchObject({
      queue: 'tecnica',
      requestClass: 'falla',
      // Three business days from Friday 20: Tuesday 24, Wednesday 25, Thursday 26.
      dueDate: '2026-11-26',
      name: 'Martina Fernández',
      customerNumber: 104523,
      locality: 'Ushuaia',
    });
  });
});
