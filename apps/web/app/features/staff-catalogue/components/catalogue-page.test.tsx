import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CataloguePlan } from '@portal/domain';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { CataloguePage } from './catalogue-page';

const PATH = '/api/admin/catalogo/';
const plan: CataloguePlan = {
  id: 12,
  productId: 1,
  parentId: null,
  packetName: 'GPON 300',
  name: 'Internet 300 Megas',
  amountCents: 3_200_000,
  promotion: false,
  regularAmountCents: null,
  promotionFrom: null,
  promotionUntil: null,
  active: true,
  sortOrder: 1,
  version: 3,
  subscribers: 2,
  updatedAt: '2026-11-27T13:00:00.000Z',
};
const addOn: CataloguePlan = {
  ...plan,
  id: 13,
  parentId: 12,
  packetName: 'IP FIJA',
  name: 'IP fija',
  subscribers: 0,
};
const catalogue = {
  products: [{ id: 1, productName: 'Gpon', serviceType: 'INTERNET', active: true, plans: [plan, addOn] }],
};

function desk() {
  return mockFetch({
    [`GET ${PATH}`]: () => ({ status: 200, body: catalogue }),
    [`PATCH ${PATH}planes/12/`]: (call) => {
      const body = call.body as { effectiveDate?: string; amountCents: number };
      return {
        status: 200,
        body: {
          plan: { ...plan, amountCents: body.amountCents, version: 4 },
          notice: body.effectiveDate ? { effectiveDate: body.effectiveDate, mailed: 2 } : null,
        },
      };
    },
  });
}

afterEach(forgetDesk);

describe('CataloguePage', () => {
  it('shows the plans with their add-ons to an agente, with nothing to change', async () => {
    signInStaff('agente');
    desk();
    renderInDesk(<CataloguePage />);
    const table = await screen.findByRole('table', { name: 'Planes de Gpon' });
    expect(within(table).getByTestId('plan-12')).toHaveTextContent(/GPON 300.*\$\s32\.000,00/);
    expect(within(table).getByTestId('plan-13')).toHaveTextContent('Adicional: IP FIJA');
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
  });

  it('checks the price form in Spanish, asks subscribers’ date, and sends whole cents', async () => {
    signInStaff('admin');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<CataloguePage />);
    await user.click(await screen.findByRole('button', { name: 'Editar GPON 300' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar GPON 300' });
    const price = within(dialog).getByRole('textbox', { name: 'Precio mensual (en pesos)' });
    expect(price).toHaveValue('32000,00');
    expect(within(dialog).queryByLabelText('Rige para los clientes desde')).toBeNull();

    await user.clear(price);
    await user.type(price, '-35000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(price).toHaveAccessibleDescription(/Escribí el precio en pesos, sin signo negativo/);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(price);
    await user.type(price, '35000,50');
    const date = within(dialog).getByLabelText('Rige para los clientes desde');
    expect(date).toHaveAccessibleDescription(/a los 2 clientes que tienen este plan/);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Este precio es de promoción' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(dialog).getByLabelText('Hasta (último día)')).toHaveAccessibleDescription(
      'Elegí el último día de la promoción.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Este precio es de promoción' }));

    await user.type(date, '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      version: 3,
      packetName: 'GPON 300',
      name: 'Internet 300 Megas',
      amountCents: 3_500_050,
      promotion: false,
      regularAmountCents: null,
      promotionFrom: null,
      promotionUntil: null,
      active: true,
      sortOrder: 1,
      effectiveDate: '2099-01-01',
    });
    expect(
      screen.getByText(
        /Avisamos por email a los 2 clientes que tienen el plan que el nuevo precio rige desde el 01\/01\/2099\./,
      ),
    ).toHaveAttribute('aria-live', 'polite');
  });
});
