import type { ElectronicInvoice } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import { ElectronicInvoiceCard } from './electronic-invoice-card';

const OFF = { enabled: false, email: null, changed_at: null };
const ON = { enabled: true, email: 'cliente@example.com', changed_at: '2026-11-26T13:00:00.000Z' };

const renderCard = (state: ElectronicInvoice = OFF) =>
  renderInAccount(<ElectronicInvoiceCard clientenro={1001} state={state} email="cliente@example.com" />);

afterEach(forgetBrowser);

describe('ElectronicInvoiceCard', () => {
  it('turns the e-invoice on through modal 2 and confirms with modal 0', async () => {
    logIn();
    const calls = mockFetch({
      'PUT /api/customer/1001/factura-electronica/': () => ({ status: 200, body: ON }),
    });
    renderCard();
    expect(await screen.findByTestId('electronic-invoice-status')).toHaveTextContent(
      'Recibí tus facturas por email, sin papel.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Activar factura electrónica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura electrónica' });
    expect(dialog).toHaveTextContent('cliente@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('dialog', { name: 'Factura electrónica activada' })).toHaveTextContent(
      'Te enviamos un mail de confirmación a cliente@example.com.',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ enabled: true });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-de-prueba');
  });

  it('offers to turn it off when it is on, and shows where it is sent', async () => {
    logIn();
    const calls = mockFetch({
      'PUT /api/customer/1001/factura-electronica/': () => ({ status: 200, body: OFF }),
    });
    renderCard(ON);
    expect(await screen.findByTestId('electronic-invoice-status')).toHaveTextContent(
      'Recibís tus facturas en cliente@example.com desde el',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar factura electrónica' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Factura electrónica desactivada' }),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ enabled: false });
  });

  it("shows the server's Spanish message and keeps modal 2 open on a refusal", async () => {
    logIn();
    const needsEmail = 'Para recibir la factura electrónica necesitamos tu email.';
    mockFetch({
      'PUT /api/customer/1001/factura-electronica/': () => ({
        status: 422,
        body: { message: needsEmail, code: 'ELECTRONIC_INVOICE_NEEDS_EMAIL' },
      }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Activar factura electrónica' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(needsEmail);
    expect(screen.getByRole('dialog', { name: 'Factura electrónica' })).toBeInTheDocument();
  });
});
