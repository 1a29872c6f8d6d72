import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { CustomerSearchPage } from './customer-search-page';

const hit = {
  customerNumber: 104601,
  name: 'Sosa, Lucas',
  dni: '38456789',
  email: 'nuevo@example.com',
  locality: 'Ushuaia',
  status: 'CONECTADO',
};

afterEach(forgetDesk);

describe('CustomerSearchPage', () => {
  it('refuses a one-letter search in Spanish, then lists the customers found with links', async () => {
    signInStaff('agente');
    const calls = mockFetch({ 'GET /api/admin/clientes/': () => ({ status: 200, body: { items: [hit] } }) });
    const user = userEvent.setup();
    renderInDesk(<CustomerSearchPage />, { path: '/gestion/clientes' });
    const box = await screen.findByRole('searchbox', { name: 'Buscar cliente' });
    await user.type(box, 'S');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(box).toHaveAccessibleDescription(/Escribí al menos 2 letras o números\./);
    expect(calls).toHaveLength(0);

    await user.type(box, 'osa');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('link', { name: '104601' })).toHaveAttribute(
      'href',
      '/gestion/clientes/104601',
    );
    expect(screen.getByRole('table', { name: 'Clientes encontrados' })).toHaveTextContent('Sosa, Lucas');
    expect(screen.getByText('1 cliente encontrado con «Sosa».')).toHaveAttribute('role', 'status');
    expect(calls[0]!.search).toBe('?q=Sosa');
  });
});
