import type { CustomerLogin, CustomerPanel } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { CustomerPage } from './customer-page';

const BASE = '/api/admin/clientes/104523/';
const panel: CustomerPanel = {
  customerNumber: 104523,
  name: 'Martina Fernández',
  dni: '30123456',
  email: 'cliente@example.com',
  phones: ['2901421234'],
  address: 'Av. Perito Moreno 1450',
  locality: 'Ushuaia',
  status: 'CONECTADO',
  services: [{ product: 'Internet 300 Megas', plan: 'Internet 300 Megas', status: 'ACTIVO' }],
  balanceCents: 6_940_000,
  invoices: [],
  payments: [],
  debit: { method: 'Visa', masked: '•••• 4242', status: 'Activo desde 01/10/2026' },
  pastRequests: [],
  coupons: [],
};
const locked: CustomerLogin = {
  loginId: 11,
  email: 'cliente@example.com',
  relation: 'holder',
  firstEntryStep: 0,
  lockedUntil: '2999-01-01T00:00:00.000Z',
  lastLoginAt: null,
  passwordChangedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const coupon = {
  couponId: 3,
  code: 'CAFE15',
  title: '15% en cafetería',
  partner: 'Café del Fin del Mundo',
  assignedAt: '2026-11-01T00:00:00.000Z',
  usedAt: null,
  expiresAt: null,
};

function customer() {
  return mockFetch({
    [`GET ${BASE}resumen/`]: () => ({ status: 200, body: panel }),
    [`GET ${BASE}usuarios/`]: () => ({ status: 200, body: { items: [locked] } }),
    [`GET ${BASE}cupones/`]: () => ({ status: 200, body: { items: [coupon], available: [] } }),
    [`POST ${BASE}usuarios/11/desbloqueo/`]: () => ({ status: 200, body: { ...locked, lockedUntil: null } }),
    [`PUT ${BASE}usuarios/11/email/`]: () => ({
      status: 409,
      body: {
        message: 'Ya hay un usuario con ese email.',
        code: 'EMAIL_ALREADY_REGISTERED',
        fields: { email: 'Ya hay un usuario con ese email.' },
      },
    }),
  });
}

afterEach(forgetDesk);

describe('CustomerPage', () => {
  it('shows an agent the record, the masked debit, the logins and coupons with nothing to change', async () => {
    signInStaff('agente');
    customer();
    renderInDesk(<CustomerPage customerNumber={104523} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cliente 104523: Martina Fernández' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242 (Activo desde 01/10/2026)')).toBeInTheDocument();
    expect(await screen.findByTestId('login-row')).toHaveTextContent(/Bloqueado hasta/);
    expect(await screen.findByRole('table', { name: 'Cupones del cliente' })).toHaveTextContent('CAFE15');
    expect(screen.queryByRole('button', { name: /Desbloquear|Cerrar sesiones|Vencer/ })).toBeNull();
  });

  it('lets a supervisor unlock a login, and says why an email change was refused', async () => {
    signInStaff('supervisor');
    const calls = customer();
    const user = userEvent.setup();
    renderInDesk(<CustomerPage customerNumber={104523} />);
    await user.click(
      await screen.findByRole('button', { name: 'Desbloquear a cliente@example.com' }, { timeout: 3000 }),
    );
    expect(
      await screen.findByText('Desbloqueamos a cliente@example.com: ya puede volver a ingresar.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/desbloqueo/'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cambiar email de cliente@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el email de ingreso' });
    const field = within(dialog).getByRole('textbox', { name: 'Email nuevo' });
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar el email' }));
    expect(field).toHaveAccessibleDescription(/obligatorio/);
    await user.click(field);
    await user.paste('martina@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar el email' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya hay un usuario con ese email.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ email: 'martina@example.com' });
  });
});
