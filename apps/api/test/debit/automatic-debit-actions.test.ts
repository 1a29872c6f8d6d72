// Automatic debit, register / change / cancel (issue #14 §3, §4) on both databases: a card, then a CBU that
// replaces it, then a cancellation and a second one refused; each change keeps the consent text the wizard shows
// (with IP and user agent), mails the masked method, answers only the DebitStatus (no-store) and, with an
// Idempotency-Key, replays its first answer without registering again.
import {
  apiMessages,
  debitCancelConsentText,
  debitRegisterConsentText,
  debitStatusSchema,
  maskedCard,
  maskedCbu,
  messages,
} from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ushuaiaDate } from '../../src/lib/ushuaia-time.js';
import { customerId, loginAs, mailbox } from '../support/account-helpers.js';
import { debitCards, debitCbus } from '../support/debit-cards.js';
import {
  cancelBody,
  cardBody,
  cbuBody,
  DEBIT_LOGIN,
  debitAction,
  futureExpiry,
} from '../support/debit-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const USER_AGENT = 'Mozilla/5.0 (prueba de débito automático)';

describe.each(dialects)('automatic debit: register, change and cancel (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { RATE_LIMIT_SCALE: '100' } });
  let token: string;
  let debitCustomerId: number;
  const act = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    debitAction(t, token, payload, { 'user-agent': USER_AGENT, ...headers });
  const rows = () =>
    t.app.db
      .selectFrom('debit_registrations')
      .selectAll()
      .where('customer_id', '=', debitCustomerId)
      .orderBy('id')
      .execute();
  const consents = () =>
    t.app.db
      .selectFrom('debit_consents')
      .selectAll()
      .where('customer_id', '=', debitCustomerId)
      .orderBy('id')
      .execute();
  const debitMails = async () => (await mailbox(t)).filter((m) => m.to === DEBIT_LOGIN.email);
  const servicesDebit = async () =>
    (
      await t.request({
        url: `/api/customer/${DEBIT_LOGIN.cliente}/servicios/`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().debito;

  beforeAll(async () => {
    ({ token } = await loginAs(t, DEBIT_LOGIN.email, DEBIT_LOGIN.password));
    debitCustomerId = await customerId(t, DEBIT_LOGIN.cliente);
  });

  it('registers a card: sealed, BIN and last four in clear, consent and a registration mail', async () => {
    const res = await act(cardBody());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const today = ushuaiaDate(new Date());
    const card = {
      kind: 'card',
      method: 'Visa Crédito',
      last4: '3704',
      bank: 'Banco de Galicia y Buenos Aires',
      since: today,
      expiry: futureExpiry(),
    };
    expect(debitStatusSchema.parse(res.json().debito)).toEqual(card);
    expect(res.body).not.toContain(debitCards.argentineCredit);
    expect(await servicesDebit()).toEqual(card);

    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'active',
      med_cobro_id: 13,
      banco_id: 7,
      card_bin: '450995',
      card_last4: '3704',
      card_brand: 'VISA',
      bin_status: 'known',
      card_expiry: `${new Date().getUTCFullYear() + 2}-12`,
      cbu_last4: null,
      holder_name: 'Carla Benítez',
      holder_id: '31456789',
    });
    expect(row?.sealed_number).toMatch(/^d1\./);

    const [consent] = await consents();
    expect(consent).toMatchObject({
      registration_id: row?.id,
      action: 'register',
      consent_text: debitRegisterConsentText({
        method: 'Visa Crédito',
        masked: maskedCard('3704'),
        holder: 'Carla Benítez',
      }),
      ip: '127.0.0.1',
      user_agent: USER_AGENT,
    });

    const [mail] = await debitMails();
    expect(mail?.subject).toBe(apiMessages.debitRegisteredMailSubject);
    expect(mail?.text).toContain(`Visa Crédito ${maskedCard('3704')}`);
    expect(mail?.text).not.toContain(debitCards.argentineCredit);
  });

  it('replaces the card with a CBU: the card row is replaced, one active row, a change mail', async () => {
    const res = await act(cbuBody());
    expect(res.statusCode).toBe(200);
    const cbu = {
      kind: 'cbu',
      method: 'Débito en cuenta bancaria (CBU)',
      last4: '7891',
      bank: 'Banco Provincia de Tierra del Fuego',
      since: ushuaiaDate(new Date()),
    };
    expect(res.json()).toEqual({ debito: cbu });
    expect(await servicesDebit()).toEqual(cbu);
    const dataClient = await t.request({
      url: `/api/customer/${DEBIT_LOGIN.cliente}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(dataClient.json().debito_cbu).toBe(maskedCbu('7891'));

    const [card, account] = await rows();
    expect(card?.status).toBe('replaced');
    expect(account).toMatchObject({
      status: 'active',
      med_cobro_id: 45,
      banco_id: 268,
      cbu_last4: '7891',
      card_bin: null,
      card_last4: null,
    });
    const consent = (await consents()).at(-1);
    expect(consent?.consent_text).toBe(
      debitRegisterConsentText({
        method: 'Débito en cuenta bancaria (CBU)',
        masked: maskedCbu('7891'),
        holder: 'Carla Benítez',
      }),
    );
    const [mail] = await debitMails();
    expect(mail?.subject).toBe(apiMessages.debitChangedMailSubject);
    expect(mail?.text).toContain(maskedCbu('7891'));
    expect(mail?.text).not.toContain(debitCbus.tierraDelFuego);
  });

  it('cancels the debit in force once: consent, cancelled_at, a mail; a second cancel is 404', async () => {
    const res = await act(cancelBody());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ debito: { kind: 'none' } });
    expect(await servicesDebit()).toEqual({ kind: 'none' });
    const account = (await rows()).at(-1);
    expect(account?.status).toBe('cancelled');
    expect(account?.cancelled_at).toBeTruthy();
    expect((await consents()).at(-1)).toMatchObject({
      registration_id: account?.id,
      action: 'cancel',
      consent_text: debitCancelConsentText({
        method: 'Débito en cuenta bancaria (CBU)',
        masked: maskedCbu('7891'),
      }),
      ip: '127.0.0.1',
    });
    const [mail] = await debitMails();
    expect(mail?.subject).toBe(apiMessages.debitCancelledMailSubject);
    expect(mail?.text).toContain(maskedCbu('7891'));

    const again = await act(cancelBody());
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: messages.debitNotRegistered, code: 'NOT_FOUND' });
    expect((await consents()).length).toBe(3);
    expect((await debitMails()).length).toBe(3);
  });

  it('replays the first answer for a retried Idempotency-Key, registering and mailing once', async () => {
    const key = randomUUID();
    const body = cardBody({ clienteDebNro: debitCards.argentineDebit, medCobroId: 32 });
    const first = await act(body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const replay = await act(body, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(replay.body).not.toContain(debitCards.argentineDebit);
    expect((await rows()).filter((r) => r.status === 'active')).toHaveLength(1);
    expect((await rows()).length).toBe(3);
    expect((await debitMails()).length).toBe(4);

    const reused = await act(cardBody(), { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('accepts an unknown BIN by default and marks the registration so', async () => {
    const res = await act(cardBody({ clienteDebNro: debitCards.unknownBin, medCobroId: 13 }));
    expect(res.statusCode).toBe(200);
    expect((await rows()).at(-1)).toMatchObject({
      status: 'active',
      card_bin: '411111',
      card_brand: null,
      bin_status: 'unknown',
    });
  });
});
