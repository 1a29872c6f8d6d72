import { formatPesos, messages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVOICES, STATEMENT } from '~/test/invoices';
import { OPEN_LINK } from '~/test/payments';
import { mockFetch } from '~/test/mock-fetch';
import { renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import { InvoicesSection } from './invoices-section';

const pesos = (cents: number) => formatPesos(cents).replace(/\s/g, ' ');
const PDF = { type: 'application/pdf', content: '%PDF-1.3 factura' };

const renderSection = (onPay?: () => void) => renderInAccount(<InvoicesSection onPay={onPay} />);

describe('InvoicesSection', () => {
  let saved: Array<{ blob: Blob; filename: string }>;

  beforeEach(() => {
    logIn();
    saved = [];
    // jsdom has no object URLs; the download itself is the browser's, the journey checks it.
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'),
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: created.at(-1)!, filename: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    localStorage.clear();
  });

  it('shows the total owed and the next due date above the list', async () => {
    mockFetch({ 'GET /api/customer/1001/facturas/': () => ({ status: 200, body: INVOICES }) });
    renderSection();
    const owed = await screen.findByTestId('invoices-owed');
    expect(owed).toHaveTextContent(`Total adeudado${pesos(7_780_000)}`);
    expect(owed).toHaveTextContent('2 facturas pendientes');
    expect(owed).toHaveTextContent('16/11/2026');
    expect(screen.getByText('Cliente N° 1001')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoices-table')).getAllByTestId('invoice-row')).toHaveLength(5);
    expect(owed).not.toHaveTextContent(messages.payBothInvoices);
  });

  it('states the PAGADOS rule when both open invoices must be paid together', async () => {
    mockFetch({
      'GET /api/customer/1001/facturas/': () => ({
        status: 200,
        body: { ...INVOICES, condicion_de_pago: { condicion: 'PAGADOS' } },
      }),
    });
    renderSection();
    expect(await screen.findByTestId('invoices-owed')).toHaveTextContent('Tenés que pagar las dos facturas.');
  });

  it("offers 'Verificar pago', not a new payment, for invoices whose payment is in process", async () => {
    const linkId = '5b1f2c9e-7a41-4c3e-9d0b-2f6a8e1c4d75';
    let inProcess = true;
    const invoices = () => ({
      ...INVOICES,
      facturas: INVOICES.facturas.map((invoice) =>
        ['IMPAGA', 'PARCIAL'].includes(invoice.estado)
          ? { ...invoice, pago_en_proceso: inProcess, pago_en_proceso_link_id: inProcess ? linkId : null }
          : invoice,
      ),
    });
    const calls = mockFetch({
      'GET /api/customer/1001/facturas/': () => ({ status: 200, body: invoices() }),
      [`POST /api/payments/${linkId}/verificar/`]: () => {
        inProcess = false;
        return { status: 200, body: { outcome: 'declined', link: { ...OPEN_LINK, id: linkId } } };
      },
    });
    renderSection(vi.fn());
    const rows = await screen.findAllByTestId('invoice-row');
    expect(within(rows[0]!).getByTestId('invoice-state')).toHaveTextContent('Pago en proceso');
    expect(screen.queryByTestId('open-payment-modal')).toBeNull();
    expect(screen.getByTestId('owed-in-process')).toHaveTextContent(pesos(7_780_000));

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Verificar pago/ }));
    expect(await screen.findByTestId('verify-result')).toHaveTextContent(
      'Ya podés pagar tus facturas de nuevo.',
    );
    expect(await screen.findByTestId('open-payment-modal')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('invoice-row')[0]!).getByTestId('invoice-state')).toHaveTextContent(
      'Impaga',
    );
    expect(calls.some((call) => call.path.endsWith('/verificar/'))).toBe(true);
  });

  it("renders 'Pagar facturas' only when the route wires the payment modal and something is owed", async () => {
    mockFetch({ 'GET /api/customer/1001/facturas/': () => ({ status: 200, body: INVOICES }) });
    const onPay = vi.fn();
    const { unmount } = renderSection(onPay);
    await userEvent.click(await screen.findByTestId('open-payment-modal'));
    expect(onPay).toHaveBeenCalledOnce();
    unmount();

    renderSection();
    await screen.findByTestId('invoices-owed');
    expect(screen.queryByTestId('open-payment-modal')).toBeNull();
  });

  it('hides the payment button and shows the empty state when there are no invoices', async () => {
    mockFetch({
      'GET /api/customer/1001/facturas/': () => ({
        status: 200,
        body: { ...INVOICES, facturas: [], owed: { total_cents: 0, count: 0, next_due: null } },
      }),
    });
    renderSection(vi.fn());
    expect(await screen.findByTestId('invoices-empty')).toBeInTheDocument();
    expect(screen.getByTestId('invoices-owed')).toHaveTextContent('No tenés facturas pendientes de pago.');
    expect(screen.queryByTestId('open-payment-modal')).toBeNull();
  });

  it('downloads an invoice PDF with the bearer token and saves it under its name', async () => {
    const calls = mockFetch({
      'GET /api/customer/1001/facturas/': () => ({ status: 200, body: INVOICES }),
      'GET /api/customer/1001/facturas/900103/pdf/': () => ({ status: 200, file: PDF }),
    });
    renderSection();
    const table = within(await screen.findByTestId('invoices-table'));
    await userEvent.click(table.getByRole('button', { name: 'Descargar PDF de Factura B 0003-00012103' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.filename).toBe('factura-900103.pdf');
    expect(await saved[0]!.blob.text()).toBe(PDF.content);
    const call = calls.find((c) => c.path.endsWith('/pdf/'))!;
    expect(call.headers.get('authorization')).toBe('Bearer token-de-prueba');
    expect(screen.getByTestId('download-error')).toBeEmptyDOMElement();
  });

  it('says in Spanish why a download failed', async () => {
    mockFetch({
      'GET /api/customer/1001/facturas/': () => ({ status: 200, body: INVOICES }),
      'GET /api/customer/1001/facturas/900103/pdf/': () => ({
        status: 409,
        body: { message: messages.invoicePdfUnavailable, code: 'INVOICE_PDF_UNAVAILABLE' },
      }),
      'GET /api/customer/1001/estado-de-cuenta/pdf/': () => ({
        status: 500,
        body: { message: 'Error en el servidor, intentá más tarde', code: 'INTERNAL_ERROR' },
      }),
    });
    renderSection();
    const table = within(await screen.findByTestId('invoices-table'));
    await userEvent.click(table.getByRole('button', { name: 'Descargar PDF de Factura B 0003-00012103' }));
    expect(await screen.findByText(messages.invoicePdfUnavailable)).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByTestId('download-statement'));
    expect(await screen.findByText(messages.invoiceDownloadFailed)).toHaveAttribute('role', 'alert');
    expect(saved).toEqual([]);
  });

  it('downloads the account statement', async () => {
    mockFetch({
      'GET /api/customer/1001/facturas/': () => ({ status: 200, body: INVOICES }),
      'GET /api/customer/1001/estado-de-cuenta/pdf/': () => ({ status: 200, file: PDF }),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar estado de cuenta' }));
    await waitFor(() => expect(saved.map((s) => s.filename)).toEqual(['estado-de-cuenta-1001.pdf']));
  });

  it('lists the online payments newest first, marks a refunded one and downloads its receipt', async () => {
    mockFetch({
      'GET /api/customer/1001/facturas/': () => ({ status: 200, body: INVOICES }),
      'GET /api/customer/1001/estado-de-cuenta/': () => ({ status: 200, body: STATEMENT }),
      'GET /api/customer/1001/pagos/7/comprobante/': () => ({ status: 200, file: PDF }),
    });
    renderSection();
    const receipts = await screen.findAllByTestId('receipt-item');
    expect(receipts.map((r) => r.textContent)).toEqual([
      expect.stringContaining('15/11/2026 · Recibo R-00000009 · Devuelto'),
      expect.stringContaining('15/10/2026 · Recibo R-00000007'),
    ]);
    expect(receipts[1]).not.toHaveTextContent('Devuelto');
    expect(receipts[1]).toHaveTextContent(pesos(5_400_000));
    await userEvent.click(screen.getByRole('button', { name: 'Descargar recibo R-00000007' }));
    await waitFor(() => expect(saved.map((s) => s.filename)).toEqual(['recibo-R-00000007.pdf']));
  });
});
