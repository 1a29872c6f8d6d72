import type { StaffMember } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DeskLayout } from './desk-layout';

const agent: StaffMember = {
  id: 7,
  email: 'ana@example.com',
  name: 'Ana',
  role: 'agente',
  queues: ['tecnica'],
};

function renderLayout() {
  render(
    <MemoryRouter initialEntries={['/gestion']}>
      <DeskLayout staff={agent} onSignOut={vi.fn()}>
        <h1>Gestiones</h1>
      </DeskLayout>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Secciones de la gestión' });
}

describe('DeskLayout', () => {
  it('lists the role’s sections under their group titles, the current one marked', () => {
    const nav = renderLayout();
    const attention = within(nav).getByRole('list', { name: 'Atención' });
    expect(within(attention).getByRole('link', { name: 'Gestiones' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('list', { name: 'Cartera de clientes' })).toBeInTheDocument();
    // An agente has nothing under the admin-only sections but its password.
    expect(within(nav).queryByRole('link', { name: 'Personal' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Mi contraseña' })).toBeInTheDocument();
  });

  it('opens and closes the sections behind Secciones, and closes them when one is chosen', async () => {
    const nav = renderLayout();
    const button = within(nav).getByRole('button', { name: 'Secciones' });
    const lists = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(lists).toHaveAttribute('data-open', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(lists).toHaveAttribute('data-open', 'true');
    await userEvent.click(within(nav).getByRole('link', { name: 'Clientes' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
