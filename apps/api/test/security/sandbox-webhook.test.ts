// The sandbox gateway behaves like Mercado Pago over real sockets (issue #13 §3): against the built server,
// pressing 'Aprobar' on its checkout page makes it POST a signed notification to the portal's webhook over
// HTTP, asynchronously, and the portal applies the payment from that notification alone (no return page, no
// 'Verificar pago', and the reconciliation job waits 10 minutes): the receipt mail proves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, sleep } from '../support/test-app.js';
import { login, mailbox } from './support/captcha.js';
import { errorLogLines, postJson, startRealServer, type RealServer } from './support/real-server.js';

describe.each(dialects)('sandbox gateway webhook on %s', (dialect) => {
  let server: RealServer;

  beforeAll(async () => {
    server = await startRealServer({ dialect, env: { LOG_LEVEL: 'debug' } });
  });
  afterAll(() => server.stop());

  it('notifies the portal over HTTP, which pays the invoice', async () => {
    const { token } = await login(server, 'cliente@example.com');
    const authorization = `Bearer ${token}`;
    const created = await postJson(
      server,
      '/api/payments/payment-request/?empresa=uv',
      {
        transaction_id: `real-server-${Date.now()}`,
        invoices_id: '900102',
        amount: 21_500,
        date: '26-11-2026',
        email: 'cliente@example.com',
        name: 'Martina Fernández',
        client_id: 104523,
        invoices: [],
      },
      { authorization },
    );
    expect(created.status).toBe(201);
    const link = (await created.json()) as { id: string; checkout_url: string };
    expect(link.checkout_url.startsWith(server.url)).toBe(true);

    const page = await fetch(link.checkout_url);
    expect(await page.text()).toContain('Dejar pendiente');
    const pressed = await fetch(link.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toContain(`/mi-cuenta/pagos/regreso?link=${link.id}`);

    const deadline = Date.now() + 10_000;
    let receipt;
    while (!receipt && Date.now() < deadline) {
      receipt = (await mailbox(server)).find((m) => /^Recibimos tu pago de \$\s21\.500,00$/.test(m.subject));
      if (!receipt) await sleep(100);
    }
    expect(receipt?.text).toContain('Factura B 0003-00012102');
    expect(server.logs()).toMatch(
      /"method":"POST","url":"\/api\/payments\/webhook\/\?source_news=webhooks&data\.id=\d+&type=payment","status":200/,
    );
    expect(server.logs()).toContain(
      `Payment gateway: sandbox (checkout pages served here to loopback clients only; settle or reverse payments at ${server.url}/pasarela-sandbox/pagos)`,
    );
    expect(errorLogLines(server)).toEqual([]);
  });
});
