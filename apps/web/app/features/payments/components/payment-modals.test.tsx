import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { accountInvoices } from '~/test/payments';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn, logInAs } from '~/test/render-app';
import { PaymentModals } from './payment-modals';

const handlers = {
  'POST /api/payments/check-url/': () => ({ status: 204 }),
  'GET /api/customer/1001/facturas/': () => ({ status: 200, body: accountInvoices() }),
};

const renderAt = (path: string) => renderInAccount(<PaymentModals />, { path });

afterEach(forgetBrowser);

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
    logInAs({ firstEntry: 2 });
    const calls = mockFetch(handlers);
    renderAt('/mi-cuenta/mis-servicios?pagar=facturas');
    await screen.findByTestId('location');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
