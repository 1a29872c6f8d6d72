import { formatPesos } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { accountInvoices, OPEN_LINK } from '~/test/payments';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import { PaymentModals } from './payment-modals';

// toHaveTextContent collapses the no-break space that Intl writes after the currency sign.
const pesos = (cents: number) => formatPesos(cents).replace(/\s/g, ' ');

const INVOICES = 'GET /api/customer/1001/facturas/';
const CHECK = 'POST /api/payments/check-url/';
const CREATE = 'POST /api/payments/payment-request/';
const DELETE = `DELETE /api/payments/${OPEN_LINK.id}/`;
const VERIFY = `POST /api/payments/${OPEN_LINK.id}/verificar/`;

/** The account page's 'Pagar': it only sets ?pagar=facturas, as Mis servicios does. */
function Opener() {
  const [, setParams] = useSearchParams();
  return (
    <>
      <button type="button" onClick={() => setParams({ pagar: 'facturas' })}>
        Pagar
      </button>
      <PaymentModals />
    </>
  );
}

async function openModal() {
  logIn();
  renderInAccount(<Opener />);
  await userEvent.click(await screen.findByRole('button', { name: 'Pagar' }));
  return screen.findByRole('dialog', { name: 'Pagar facturas' });
}

const noLink = { [CHECK]: () => ({ status: 204 }) };
const invoicesWith = (condicion = '') => ({
  [INVOICES]: () => ({ status: 200, body: accountInvoices(condicion) }),
});
const boxes = () => screen.getAllByRole('checkbox');
const checked = () => boxes().map((box) => (box as HTMLInputElement).checked);

afterEach(() => {
  forgetBrowser();
  vi.restoreAllMocks();
});

describe('account modal 5', () => {
  it('offers only IMPAGA and PARCIAL invoices, oldest due date first, and selects them in order', async () => {
    mockFetch({ ...noLink, ...invoicesWith() });
    const dialog = await openModal();
    const rows = await within(dialog).findAllByTestId('payable-invoice');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Factura B 0003-00012102'),
      expect.stringContaining('Factura B 0003-00012103'),
      expect.stringContaining('Factura B 0003-00012104'),
    ]);
    expect(dialog).not.toHaveTextContent('00012101');
    expect(dialog).not.toHaveTextContent('900050');
    // The internal id is a key, never what the customer reads.
    expect(dialog).not.toHaveTextContent('900102');

    // Choosing the newest still selects the oldest first, then the next one.
    await userEvent.click(screen.getByLabelText(/Factura B 0003-00012104/));
    expect(checked()).toEqual([true, false, false]);
    await userEvent.click(screen.getByLabelText(/Factura B 0003-00012104/));
    expect(checked()).toEqual([true, true, false]);
    expect(screen.getByTestId('selection-total')).toHaveTextContent(pesos(7_780_000));
    expect(screen.getByTestId('selection-total')).toHaveTextContent('(2 facturas)');
    // Un-choosing any selected one drops the newest selected, so what is paid is always the oldest debt.
    await userEvent.click(screen.getByLabelText(/Factura B 0003-00012102/));
    expect(checked()).toEqual([true, false, false]);
    expect(screen.getByTestId('selection-total')).toHaveTextContent(pesos(2_150_000));
    // Space on the focused checkbox does the same from the keyboard.
    screen.getByLabelText(/Factura B 0003-00012102/).focus();
    await userEvent.keyboard(' ');
    expect(checked()).toEqual([false, false, false]);
  });

  it('asks to choose one before generating', async () => {
    const calls = mockFetch({ ...noLink, ...invoicesWith() });
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Generar link de pago' }));
    expect(screen.getByTestId('selection-error')).toHaveTextContent('Elegí al menos una factura para pagar.');
    expect(calls.filter((call) => call.path.endsWith('/payment-request/'))).toHaveLength(0);
  });

  it('under PAGADOS tells that both invoices go together and sends nothing with one', async () => {
    const calls = mockFetch({
      ...noLink,
      ...invoicesWith('PAGADOS'),
      [CREATE]: () => ({ status: 201, body: OPEN_LINK }),
    });
    await openModal();
    await userEvent.click(await screen.findByLabelText(/Factura B 0003-00012102/));
    expect(screen.getByRole('alert')).toHaveTextContent('Tenés que pagar las dos facturas.');
    await userEvent.click(screen.getByRole('button', { name: 'Generar link de pago' }));
    expect(calls.filter((call) => call.path.endsWith('/payment-request/'))).toHaveLength(0);
    await userEvent.click(screen.getByLabelText(/Factura B 0003-00012103/));
    expect(screen.queryByTestId('selection-error')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generar link de pago' }));
    expect(await screen.findByTestId('payment-link')).toBeInTheDocument();
  });

  it('shows an existing link at once, without the selection', async () => {
    const calls = mockFetch({ [CHECK]: () => ({ status: 200, body: OPEN_LINK }), ...invoicesWith() });
    const dialog = await openModal();
    const details = await within(dialog).findByTestId('payment-link');
    expect(details).toHaveTextContent(pesos(7_780_000));
    expect(
      within(details)
        .getAllByTestId('link-invoice')
        .map((li) => li.textContent),
    ).toEqual([
      `Factura B 0003-00012102, vence el 16/11/2026: ${formatPesos(2_150_000)}`,
      `Factura B 0003-00012103, vence el 08/12/2026: ${formatPesos(5_630_000)}`,
    ]);
    expect(screen.getByRole('link', { name: 'Pagar Online' })).toHaveAttribute(
      'href',
      OPEN_LINK.checkout_url,
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const check = calls.find((call) => call.path === '/api/payments/check-url/');
    expect(check?.search).toBe('?empresa=uv');
    expect(check?.body).toEqual({ nro: 1001 });
    expect(check?.headers.get('authorization')).toBe('Bearer token-de-prueba');
  });

  it('creates the link with the §7 fields and shows Pagar Online and Eliminar link', async () => {
    const calls = mockFetch({
      ...noLink,
      ...invoicesWith(),
      [CREATE]: () => ({ status: 201, body: OPEN_LINK }),
    });
    await openModal();
    await userEvent.click(await screen.findByLabelText(/Factura B 0003-00012102/));
    await userEvent.click(screen.getByLabelText(/Factura B 0003-00012103/));
    await userEvent.click(screen.getByRole('button', { name: 'Generar link de pago' }));
    expect(await screen.findByTestId('payment-link')).toHaveTextContent(pesos(7_780_000));
    expect(screen.getByRole('button', { name: 'Eliminar link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagar Online' })).toBeInTheDocument();

    const create = calls.find((call) => call.path === '/api/payments/payment-request/')!;
    expect(create.search).toBe('?empresa=uv');
    expect(create.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = create.body as Record<string, unknown>;
    expect(body).toMatchObject({
      invoices_id: '900102,900103',
      amount: 77_800,
      email: 'cliente@example.com',
      name: 'Ana',
      client_id: 1001,
    });
    expect(body.transaction_id).toMatch(/^\d{6}-900102-900103-1001$/);
    expect(body.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(body.invoices).toEqual([
      expect.objectContaining({ facturaid: 900102, importe_saldo_cents: 2_150_000 }),
      expect.objectContaining({ facturaid: 900103, importe_saldo_cents: 5_630_000 }),
    ]);
  });

  it("alerts 'Ocurrió un error: {status}' in the modal and retries with the same key and body", async () => {
    let answers = 0;
    const calls = mockFetch({
      ...noLink,
      ...invoicesWith(),
      [CREATE]: () =>
        (answers += 1) === 1
          ? { status: 502, body: { message: 'Error en el servidor', code: 'GATEWAY_ERROR' } }
          : { status: 201, body: OPEN_LINK },
    });
    await openModal();
    await userEvent.click(await screen.findByLabelText(/Factura B 0003-00012102/));
    await userEvent.click(screen.getByRole('button', { name: 'Generar link de pago' }));
    expect(await screen.findByTestId('payment-request-error')).toHaveTextContent('Ocurrió un error: 502');
    expect(screen.getByTestId('payment-request-error')).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByRole('button', { name: 'Generar link de pago' }));
    expect(await screen.findByTestId('payment-link')).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === '/api/payments/payment-request/');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('idempotency-key')).toBe(sent[0]?.headers.get('idempotency-key'));
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });

  it('shows the server reason under the status when it refuses the body', async () => {
    mockFetch({
      ...noLink,
      ...invoicesWith(),
      [CREATE]: () => ({
        status: 422,
        body: {
          message: 'El importe no coincide con el saldo de tus facturas.',
          code: 'PAYMENT_AMOUNT_MISMATCH',
        },
      }),
    });
    await openModal();
    await userEvent.click(await screen.findByLabelText(/Factura B 0003-00012102/));
    await userEvent.click(screen.getByRole('button', { name: 'Generar link de pago' }));
    const alert = await screen.findByTestId('payment-request-error');
    expect(alert).toHaveTextContent('Ocurrió un error: 422');
    expect(alert).toHaveTextContent('El importe no coincide con el saldo de tus facturas.');
  });

  it('deletes the link (204), closes, returns focus to Pagar and reads the invoices again', async () => {
    const calls = mockFetch({
      [CHECK]: () => ({ status: 200, body: OPEN_LINK }),
      ...invoicesWith(),
      [DELETE]: () => ({ status: 204 }),
    });
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pagar' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/facturas/')).length).toBe(2));
  });

  it('does not offer an invoice whose payment is in process, and says so when none is left', async () => {
    const inProcess = (ids: number[]) => {
      const data = accountInvoices();
      data.facturas = data.facturas.map((invoice) =>
        ids.includes(invoice.facturaid)
          ? { ...invoice, pago_en_proceso: true, pago_en_proceso_link_id: OPEN_LINK.id }
          : invoice,
      );
      return { [INVOICES]: () => ({ status: 200, body: data }) };
    };
    mockFetch({ ...noLink, ...inProcess([900102]) });
    const dialog = await openModal();
    const rows = await within(dialog).findAllByTestId('payable-invoice');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('00012103'),
      expect.stringContaining('00012104'),
    ]);
  });

  it('tells a pending payment when every open invoice has one', async () => {
    const data = accountInvoices();
    data.facturas = data.facturas.map((invoice) => ({
      ...invoice,
      pago_en_proceso: ['IMPAGA', 'PARCIAL'].includes(invoice.estado),
      pago_en_proceso_link_id: OPEN_LINK.id,
    }));
    mockFetch({ ...noLink, [INVOICES]: () => ({ status: 200, body: data }) });
    const dialog = await openModal();
    expect(await within(dialog).findByText(/Tenés un pago en proceso/)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('payable-invoice')).not.toBeInTheDocument();
  });

  it("shows the payment applied when 'Eliminar link' finds the link paid at the gateway", async () => {
    mockFetch({
      [CHECK]: () => ({ status: 200, body: OPEN_LINK }),
      ...invoicesWith(),
      [DELETE]: () => ({
        status: 409,
        body: {
          code: 'PAYMENT_LINK_PAID',
          message: 'Este link ya se pagó: aplicamos el pago a tus facturas.',
        },
      }),
    });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Eliminar link' }));
    expect(await within(dialog).findByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid');
  });

  it("'Verificar pago' tells a pending payment and then the paid one", async () => {
    let answers = 0;
    mockFetch({
      [CHECK]: () => ({ status: 200, body: OPEN_LINK }),
      ...invoicesWith(),
      [VERIFY]: () => ({
        status: 200,
        body:
          (answers += 1) === 1
            ? { outcome: 'pending', link: OPEN_LINK }
            : { outcome: 'paid', link: { ...OPEN_LINK, status: 'paid' } },
      }),
    });
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Verificar pago' }));
    expect(await screen.findByTestId('payment-outcome')).toHaveTextContent(
      'Tu pago está pendiente de acreditación',
    );
    expect(screen.getByTestId('payment-link')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verificar pago' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid'),
    );
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent('Te enviamos el comprobante por mail.');
    expect(screen.queryByTestId('payment-link')).not.toBeInTheDocument();
  });

  it(
    'logs a failed check and shows a short notice instead of a blank modal',
    { timeout: 10_000 },
    async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      mockFetch({
        [CHECK]: () => ({ status: 500, body: { message: 'x', code: 'INTERNAL' } }),
        ...invoicesWith(),
      });
      vi.useFakeTimers({ shouldAdvanceTime: true });
      onTestFinished(() => void vi.useRealTimers());
      const dialog = await openModal();
      // The account's query client retries a 5xx twice (after 1 s, then 2 s) before giving up: the clock jumps.
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await within(dialog).findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
        'No pudimos consultar tus facturas',
      );
      expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      await waitFor(() => expect(log).toHaveBeenCalled());
    },
  );

  it('keeps Tab inside the modal and closes on Escape', async () => {
    mockFetch({ [CHECK]: () => ({ status: 200, body: OPEN_LINK }), ...invoicesWith() });
    const dialog = await openModal();
    await within(dialog).findByTestId('payment-link');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pagar' })).toHaveFocus();
  });
});
