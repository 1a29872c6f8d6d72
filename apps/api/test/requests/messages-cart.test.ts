// The cart (type 7) is priced from the catalogue (ADR 0064): TV and telephony items travel as what they are,
// quantities and chosen add-ons reach the staff mail with the total the server computed, and an amount, a
// name or an add-on that does not match GET /api/rates/ is refused before anything is stored or mailed.
import { formatPesos, messages, apiMessages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../support/account-helpers.js';
import { cartItem, countRows, freshAddress, MESSAGES_URL, publicBodies } from '../support/message-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const ipFija = { packet_name: 'IP FIJA', amount: 6500, promotion: false, name: 'IP fija' };
const mesh = {
  packet_name: 'WIFI MESH',
  amount: 4800,
  promotion: false,
  name: 'Equipo Wi-Fi mesh adicional',
};
const dibox = {
  service: 'tv',
  title: 'Dibox',
  packet_name: 'DIBOX BASICO',
  amount: 18900,
  promotion: false,
  name: 'TV Digital Básica',
};
const phone = {
  service: 'telefonia',
  title: 'Telefonia',
  packet_name: 'TEL BASICA',
  amount: 8500,
  promotion: false,
  name: 'Línea fija básica',
};
const clickFull = {
  service: 'streaming',
  title: 'ClickTv',
  packet_name: 'CLICK FULL',
  amount: 15900,
  promotion: true,
  name: 'Click TV Full',
};

describe.each(dialects)('messages, cart priced from the catalogue (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });

  const post = (items: object[]) =>
    t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload: { ...publicBodies[7], items },
      remoteAddress: freshAddress(),
    });

  const refusal = (fields: Record<string, string>) => ({
    message: messages.validationFailed,
    code: 'VALIDATION_ERROR',
    fields,
  });

  it('takes internet with add-ons and a quantity, TV, streaming and telephony, and mails them priced', async () => {
    const items = [{ ...cartItem, quantity: 2, packets: [ipFija, mesh] }, dibox, clickFull, phone];
    const res = await post(items);
    expect(res.statusCode).toBe(201);
    const { id, Crmnumero } = res.json() as { id: number; Crmnumero: string };

    const row = await t.app.db
      .selectFrom('requests')
      .select(['payload', 'summary'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload).items).toEqual(items);
    expect(row.summary).toContain(
      'Productos: Gpon GPON 300 ×2 + IP FIJA + WIFI MESH, Dibox DIBOX BASICO, ClickTv CLICK FULL, ' +
        'Telefonia TEL BASICA',
    );

    const mail = (await mailbox(t)).find((m) => m.subject === `Carrito de compras ${Crmnumero}`);
    const lineTotal = 2 * (3_200_000 + 650_000 + 480_000);
    const total = lineTotal + 1_890_000 + 1_590_000 + 850_000;
    expect(mail?.text).toContain(
      `- 2 × Internet 300 Megas (Gpon, GPON 300, internet): ${formatPesos(3_200_000)} por mes`,
    );
    expect(mail?.text).toContain(`    + IP fija: ${formatPesos(650_000)} por mes`);
    expect(mail?.text).toContain(`    Subtotal: ${formatPesos(lineTotal)} por mes`);
    expect(mail?.text).toContain(`- 1 × TV Digital Básica (Dibox, DIBOX BASICO, tv)`);
    expect(mail?.text).toContain(
      `- 1 × Click TV Full (ClickTv, CLICK FULL, streaming): ${formatPesos(1_590_000)} por mes (promoción)`,
    );
    expect(mail?.text).toContain(`- 1 × Línea fija básica (Telefonia, TEL BASICA, telefonia)`);
    expect(mail?.text).toContain(`Total: ${formatPesos(total)} por mes`);
  });

  it('refuses a tampered price, name or promotion and an add-on the plan does not offer, storing nothing', async () => {
    const before = { requests: await countRows(t, 'requests'), mails: await countRows(t, 'outbox_mail') };
    const res = await post([
      { ...cartItem, amount: 1 },
      { ...dibox, name: 'TV Digital Full HD' },
      { ...clickFull, promotion: false },
      {
        ...cartItem,
        packets: [
          { ...ipFija, amount: 0 },
          { ...dibox, packet_name: 'DECO ADICIONAL' },
        ],
      },
      { ...cartItem, packets: [ipFija, ipFija] },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      refusal({
        'items.0.amount': messages.cartItemChanged,
        'items.1.amount': messages.cartItemChanged,
        'items.2.amount': messages.cartItemChanged,
        'items.3.packets.0': messages.cartItemChanged,
        'items.3.packets.1': apiMessages.cartAddOnUnavailable,
        'items.4.packets.1': apiMessages.cartAddOnUnavailable,
      }),
    );
    expect(await countRows(t, 'requests')).toBe(before.requests);
    expect(await countRows(t, 'outbox_mail')).toBe(before.mails);
  });

  it('refuses a plan that is not in the catalogue and an item sent as another service', async () => {
    const res = await post([
      { ...cartItem, packet_name: 'GPON 9000' },
      { ...cartItem, title: 'Fibra' },
      { ...dibox, service: 'streaming' },
      { ...phone, service: 'internet' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      refusal({
        'items.0.packet_name': apiMessages.cartItemUnavailable,
        'items.1.packet_name': apiMessages.cartItemUnavailable,
        'items.2.service': messages.invalidValue,
        'items.3.service': messages.invalidValue,
      }),
    );
  });

  it('refuses a quantity outside 1 to 5 and a plan no longer active', async () => {
    expect((await post([{ ...cartItem, quantity: 6 }])).statusCode).toBe(400);
    expect((await post([{ ...cartItem, quantity: 0 }])).statusCode).toBe(400);
    await t.app.db
      .updateTable('plans')
      .set({ active: 0 })
      .where('packet_name', '=', 'DIBOX BASICO')
      .execute();
    const res = await post([dibox]);
    expect(res.json()).toEqual(refusal({ 'items.0.packet_name': apiMessages.cartItemUnavailable }));
  });
});
