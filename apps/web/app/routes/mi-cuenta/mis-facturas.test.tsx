import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INVOICES } from '~/test/invoices';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import MisFacturas from './mis-facturas';

describe('Mis facturas route', () => {
  afterEach(forgetBrowser);

  it("opens account modal 5 with ?pagar=facturas from 'Pagar facturas'", async () => {
    logIn();
    mockFetch({ 'GET /api/customer/1001/facturas/': () => ({ status: 200, body: INVOICES }) });
    renderInAccount(<MisFacturas />, { path: '/mi-cuenta/mis-facturas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis facturas' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar facturas' }));
    // The router navigates in a transition: on a loaded machine the new location comes a moment later.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/mi-cuenta/mis-facturas?pagar=facturas'),
    );
  });
});
