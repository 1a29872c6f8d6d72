import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { OPEN_LINK } from '~/test/payments';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import { PaymentReturn } from './payment-return';

const VERIFY = `POST /api/payments/${OPEN_LINK.id}/verificar/`;

function renderReturn(search: string) {
  logIn();
  return renderInAccount(<PaymentReturn clientenro={1001} />, { path: `/mi-cuenta/pagos/regreso${search}` });
}

afterEach(() => {
  forgetBrowser();
  vi.restoreAllMocks();
});

describe('payment return page', () => {
  it("shows paid with the invoices PAGA, after the server's check", async () => {
    const calls = mockFetch({
      [VERIFY]: () => ({ status: 200, body: { outcome: 'paid', link: { ...OPEN_LINK, status: 'paid' } } }),
    });
    renderReturn(`?link=${OPEN_LINK.id}`);
    const outcome = await screen.findByTestId('payment-outcome');
    expect(outcome).toHaveTextContent('Estado del pago: Pagado');
    expect(outcome).toHaveTextContent('Te enviamos el comprobante por mail.');
    const invoices = screen.getAllByTestId('returned-invoice');
    expect(invoices.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Factura B 0003-00012102, vence el 16\/11\/2026/),
      expect.stringMatching(/^Factura B 0003-00012103, vence el 08\/12\/2026/),
    ]);
    for (const invoice of invoices) expect(invoice).toHaveTextContent('Estado: Pagada');
    expect(screen.getByRole('link', { name: 'Ir a Mis facturas' })).toHaveAttribute(
      'href',
      '/mi-cuenta/mis-facturas',
    );
    expect(screen.getByRole('link', { name: 'Volver a Mi cuenta' })).toHaveAttribute(
      'href',
      '/mi-cuenta/mis-servicios',
    );
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-de-prueba');
  });

  it("believes the server, not the gateway's query parameters", async () => {
    const calls = mockFetch({
      [VERIFY]: () => ({ status: 200, body: { outcome: 'declined', link: OPEN_LINK } }),
    });
    renderReturn(`?link=${OPEN_LINK.id}&status=approved&collection_status=approved&payment_id=123`);
    const outcome = await screen.findByTestId('payment-outcome');
    expect(outcome).toHaveTextContent('El pago fue rechazado');
    expect(screen.queryByText(/Pagada/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute(
      'href',
      '/mi-cuenta/mis-servicios?pagar=facturas',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('shows pending and checks again on Verificar pago', async () => {
    let answers = 0;
    const calls = mockFetch({
      [VERIFY]: () => ({
        status: 200,
        body: { outcome: (answers += 1) === 1 ? 'pending' : 'paid', link: OPEN_LINK },
      }),
    });
    renderReturn(`?link=${OPEN_LINK.id}`);
    expect(await screen.findByTestId('payment-outcome')).toHaveTextContent(
      'Tu pago está pendiente de acreditación',
    );
    screen.getByRole('button', { name: 'Verificar pago' }).click();
    expect(await screen.findByText('¡Listo! Tu pago se acreditó')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/verificar/'))).toHaveLength(2);
  });

  it('calls nothing without a valid link id', async () => {
    const calls = mockFetch({});
    renderReturn('?link=../../admin&status=approved');
    expect(await screen.findByRole('alert')).toHaveTextContent('no indica qué pago verificar');
    expect(calls).toHaveLength(0);
  });

  it('says the payment still counts when the check fails, and offers to retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ [VERIFY]: () => ({ status: 404, body: { message: 'No encontrado', code: 'NOT_FOUND' } }) });
    renderReturn(`?link=${OPEN_LINK.id}`);
    const page = await screen.findByTestId('payment-return');
    expect(await within(page).findByRole('alert')).toHaveTextContent('No pudimos verificar tu pago ahora');
    expect(within(page).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
