import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountQueryProvider } from '~/lib/account-query-provider';
import { saveLogin } from '~/lib/session';
import { mockFetch } from '~/test/mock-fetch';
import { accountInvoices } from '~/test/payments';
import { logIn, renderApp } from '~/test/render-app';
import { PaymentModals } from './payment-modals';

const handlers = {
  'POST /api/payments/check-url/': () => ({ status: 204 }),
  'GET /api/customer/1001/facturas/': () => ({ status: 200, body: accountInvoices() }),
};

const renderAt = (path: string) =>
  renderApp(
    <AccountQueryProvider>
      <PaymentModals />
    </AccountQueryProvider>,
    { path },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PaymentModals', () => {
  it('opens modal 5 on ?pagar=facturas and drops only that param on close', async () => {
    logIn();
    mockFetch(handlers);
    renderAt('/mi-cuenta/mis-facturas?orden=vencimiento&pagar=facturas');
    await screen.findByRole('dialog', { name: 'Pagar facturas' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/mi-cuenta/mis-facturas?orden=vencimiento');
  });

  it('stays closed while the first-entry verification is pending, and calls nothing', async () => {
    saveLogin(2, {
      client: { clientenro: 1001, email: 'cliente@example.com', nombre: 'Ana' },
      list: [],
      token: 'token-de-prueba',
      firstEntry: 2,
    });
    const calls = mockFetch(handlers);
    renderAt('/mi-cuenta/mis-servicios?pagar=facturas');
    await screen.findByTestId('location');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
