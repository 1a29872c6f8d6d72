import type { PaymentReview } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { PaymentReviewsPage } from './payment-reviews-page';

const PATH = '/api/admin/pagos/revision/';
const review: PaymentReview = {
  id: 4,
  kind: 'amount_mismatch',
  gateway: 'sandbox',
  gatewayPaymentId: '1234',
  clientenro: 104523,
  customerName: 'Martina Fernández',
  amountCents: 2_000_000,
  expectedCents: 2_150_000,
  status: 'open',
  note: null,
  resolvedBy: null,
  resolvedAt: null,
  version: 1,
  detectedAt: '2026-11-27T13:00:00.000Z',
};

afterEach(forgetDesk);

describe('PaymentReviewsPage', () => {
  it('lists a payment that needs a person with its amounts in pesos, and resolves it with a note', async () => {
    signInStaff('supervisor');
    const calls = mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: { items: [review] } }),
      [`PATCH ${PATH}4/`]: () => ({ status: 200, body: { ...review, status: 'resolved', version: 2 } }),
    });
    const user = userEvent.setup();
    renderInDesk(<PaymentReviewsPage />);
    const table = await screen.findByRole('table', { name: 'Abiertos, el más viejo primero' });
    expect(within(table).getByText('Importe distinto del link')).toBeInTheDocument();
    expect(within(table).getByText(/20\.000,00/)).toBeInTheDocument();
    expect(within(table).getByText(/el link pedía \$\s21\.500,00/)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Resolver el pago 1234' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar el pago como resuelto' });
    await user.click(within(dialog).getByRole('button', { name: 'Marcar resuelto' }));
    expect(await within(dialog).findByText('Contá qué hiciste con este pago.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Qué se hizo' }), 'Devuelto por la pasarela');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar resuelto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ version: 1, note: 'Devuelto por la pasarela' });
  });

  it('lets agentes read without a resolve button', async () => {
    signInStaff('agente');
    mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: { items: [review] } }) });
    renderInDesk(<PaymentReviewsPage />);
    const table = await screen.findByRole('table', { name: 'Abiertos, el más viejo primero' });
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
