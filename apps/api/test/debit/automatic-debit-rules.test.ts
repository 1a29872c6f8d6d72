// Automatic debit, the rules of wizard steps 1 and 2 re-checked by the API (issue #14 §3): every refusal comes
// with its Spanish field message, and nothing is stored. Owner checks: another customer's number, no token and
// a first-entry token are refused.
import { apiMessages, messages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { debitCards, debitCbus } from '../support/debit-cards.js';
import { BANKS, cancelBody, cardBody, cbuBody, DEBIT_LOGIN, debitAction } from '../support/debit-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const thisMonth = () => {
  const now = new Date();
  return { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
};
const lastYear = () => `${String(thisMonth().month).padStart(2, '0')}/${thisMonth().year - 1}`;

describe.each(dialects)('automatic debit: rules re-checked by the API (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { RATE_LIMIT_SCALE: '100' } });
  let token: string;
  const registrations = async () =>
    (await t.app.db.selectFrom('debit_registrations').select('id').execute()).length;

  beforeAll(async () => {
    ({ token } = await loginAs(t, DEBIT_LOGIN.email, DEBIT_LOGIN.password));
  });

  const refusals: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    [
      'a card failing Luhn',
      cardBody({ clienteDebNro: '4509953566233705' }),
      { clienteDebNro: messages.cardLuhn },
    ],
    [
      'a card of 13 digits',
      cardBody({ clienteDebNro: '4509953566236' }),
      { clienteDebNro: messages.cardLength },
    ],
    [
      'a card of 17 digits',
      cardBody({ clienteDebNro: '45099535662337040' }),
      { clienteDebNro: messages.cardLength },
    ],
    [
      'a card with a minus',
      cardBody({ clienteDebNro: '-4509953566233704' }),
      { clienteDebNro: messages.digitsOnly },
    ],
    [
      'a card with a plus',
      cardBody({ clienteDebNro: '+4509953566233704' }),
      { clienteDebNro: messages.digitsOnly },
    ],
    [
      'a card with an e',
      cardBody({ clienteDebNro: '45099535e6233704' }),
      { clienteDebNro: messages.digitsOnly },
    ],
    [
      'a card with an E',
      cardBody({ clienteDebNro: '4509953566E33704' }),
      { clienteDebNro: messages.digitsOnly },
    ],
    [
      'an expiry in the past',
      cardBody({ clienteDebVto: lastYear() }),
      { clienteDebVto: messages.cardExpiryPast },
    ],
    [
      'a holder id of 6 characters (card)',
      cardBody({ clienteDebCI: '123456' }),
      { clienteDebCI: messages.holderIdTooShort },
    ],
    [
      'a holder id of 6 characters (CBU)',
      cbuBody({ clienteDebCI: '123456' }),
      { clienteDebCI: messages.holderIdTooShort },
    ],
    [
      'a CBU holder of 1 character',
      cbuBody({ clienteDebTitular: 'A' }),
      { clienteDebTitular: messages.holderTooShort },
    ],
    [
      'a card without a bank',
      cardBody({ clienteDebBanco: undefined }),
      { clienteDebBanco: messages.bankRequired },
    ],
    [
      'a CBU without a bank',
      cbuBody({ clienteDebBanco: undefined }),
      { clienteDebBanco: messages.bankRequired },
    ],
    ['a method not in the list', cardBody({ medCobroId: 99 }), { medCobroId: messages.cardMethodInvalid }],
    ['method 45 with a card', cardBody({ medCobroId: 45 }), { clienteCBU: messages.required }],
    [
      'a CBU of 21 digits',
      cbuBody({ clienteCBU: debitCbus.tierraDelFuego.slice(0, 21) }),
      { clienteCBU: messages.cbuLength },
    ],
    ['a CVU', cbuBody({ clienteCBU: debitCbus.cvu }), { clienteCBU: messages.cvuNotAllowed }],
    [
      'a CBU starting with 453',
      cbuBody({ clienteCBU: debitCbus.prefix453 }),
      { clienteCBU: messages.cbuForbiddenPrefix },
    ],
    [
      'a CBU with a wrong check digit',
      cbuBody({ clienteCBU: debitCbus.wrongCheckDigit }),
      { clienteCBU: messages.cbuCheckDigits },
    ],
    [
      'a Banco Macro CBU with another bank chosen',
      cbuBody({ clienteCBU: debitCbus.macro, clienteDebBanco: BANKS.tierraDelFuego }),
      { clienteDebBanco: 'El CBU corresponde a Banco Macro, no a Banco Provincia de Tierra del Fuego.' },
    ],
  ];

  it.each(refusals)('refuses %s with 400 and its field message', async (_name, body, fields) => {
    const res = await debitAction(t, token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields });
    expect(await registrations()).toBe(0);
  });

  it('refuses a bank that is not in the list or no longer active', async () => {
    for (const bank of [999, 299]) {
      if (bank === 299)
        await t.app.db.updateTable('banks').set({ active: 0 }).where('bancoid', '=', 299).execute();
      for (const body of [cardBody({ clienteDebBanco: bank }), cbuBody({ clienteDebBanco: bank })]) {
        const res = await debitAction(t, token, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: messages.validationFailed,
          code: 'VALIDATION_ERROR',
          fields: { clienteDebBanco: messages.bankRequired },
        });
      }
    }
    expect(await registrations()).toBe(0);
  });

  it('refuses a payment method that is inactive or not of the step kind', async () => {
    await t.app.db.updateTable('payment_methods').set({ active: 0 }).where('medcobroid', '=', 27).execute();
    await t.app.db.updateTable('payment_methods').set({ kind: 'cbu' }).where('medcobroid', '=', 33).execute();
    for (const body of [cardBody({ medCobroId: 27 }), cardBody({ medCobroId: 33 })]) {
      const res = await debitAction(t, token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ medCobroId: messages.cardMethodInvalid });
    }
    expect(await registrations()).toBe(0);
  });

  it.each([
    ['a prepaid card', debitCards.prepaid, 'CARD_PREPAID', messages.cardPrepaid],
    [
      'a prepaid range inside a credit one',
      debitCards.prepaidInsideCredit,
      'CARD_PREPAID',
      messages.cardPrepaid,
    ],
    ['a foreign card', debitCards.foreign, 'CARD_NOT_ARGENTINE', messages.cardNotArgentine],
    ['a Brazilian card', debitCards.foreignBrazil, 'CARD_NOT_ARGENTINE', messages.cardNotArgentine],
  ])('refuses %s by its BIN with 422 and the spec message', async (_name, card, code, message) => {
    const res = await debitAction(t, token, cardBody({ clienteDebNro: card }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, code, fields: { clienteDebNro: message } });
    expect(await registrations()).toBe(0);
  });

  it("refuses another customer's number, a missing token and a first-entry token", async () => {
    for (const body of [
      cardBody({ clienteNro: 104523 }),
      cbuBody({ clienteNro: 104523 }),
      cancelBody(104523),
    ]) {
      const res = await debitAction(t, token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: apiMessages.forbidden, code: 'FORBIDDEN' });
    }
    const anonymous = await debitAction(t, null, cardBody());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SESSION_EXPIRED');
    const { token: pending } = await loginAs(t, 'nuevo@example.com');
    const firstEntry = await debitAction(t, pending, cardBody({ clienteNro: 104601 }));
    expect(firstEntry.statusCode).toBe(403);
    expect(firstEntry.json().code).toBe('FIRST_ENTRY_PENDING');
    expect(await registrations()).toBe(0);
  });

  // Last: it registers, and every test above counts no registration.
  it('accepts a card number as printed, in groups with spaces, and stores its digits', async () => {
    const res = await debitAction(t, token, cardBody({ clienteDebNro: '4509 9535 6623 3704' }));
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('debit_registrations')
      .select(['card_bin', 'card_last4'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ card_bin: '450995', card_last4: '3704' });
  });
});
