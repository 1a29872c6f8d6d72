import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, type MockCall } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { inboxItem, inboxPage, MEMBERS } from '../../test/desk-fixtures';
import { InboxPage } from './inbox-page';

const INBOX = 'GET /api/admin/gestiones/';
const location = () => screen.getByTestId('location').textContent;
// Bulk flows click through a confirmation dialog; happy-dom renders the first one slowly.
const SLOW = 20_000;
const inboxCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/gestiones/');

function desk(page = inboxPage([inboxItem(1), inboxItem(2, { overdue: true })], 2, 1)) {
  return mockFetch({
    [INBOX]: () => ({ status: 200, body: page }),
    'GET /api/admin/gestiones/asignables/': () => ({ status: 200, body: MEMBERS }),
    'GET /api/admin/respuestas-guardadas/': () => ({ status: 200, body: { items: [] } }),
    'POST /api/admin/gestiones/acciones/': () => ({ status: 200, body: { changed: 120, skipped: [] } }),
  });
}

afterEach(forgetDesk);

describe('InboxPage filters and the URL', () => {
  it('asks the API for the filter a shared link carries and shows it in the controls', async () => {
    signInStaff('agente');
    const calls = desk();
    renderInDesk(<InboxPage />, { path: '/gestion?status=in_progress&queue=tecnica&q=P%C3%A9rez' });
    expect(await screen.findAllByTestId('inbox-row')).toHaveLength(2);
    const search = new URLSearchParams(inboxCalls(calls)[0]!.search);
    expect(Object.fromEntries(search)).toMatchObject({ status: 'in_progress', queue: 'tecnica', q: 'Pérez' });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('in_progress');
    expect(screen.getByRole('combobox', { name: 'Cola' })).toHaveValue('tecnica');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('Pérez');
    expect(inboxCalls(calls)[0]!.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('writes a changed filter to the URL, back on the first page, and asks again', async () => {
    signInStaff('agente');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<InboxPage />, { path: '/gestion?queue=tecnica&page=3' });
    await screen.findAllByTestId('inbox-row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'waiting_customer');
    await waitFor(() => expect(location()).toBe('/gestion?status=waiting_customer&queue=tecnica'));
    await user.click(screen.getByRole('checkbox', { name: 'Solo vencidas' }));
    await waitFor(() =>
      expect(location()).toBe('/gestion?status=waiting_customer&queue=tecnica&overdue=true'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '30111222{Enter}');
    await waitFor(() =>
      expect(location()).toBe('/gestion?status=waiting_customer&queue=tecnica&overdue=true&q=30111222'),
    );
    await waitFor(() =>
      expect(inboxCalls(calls).at(-1)!.search).toBe(
        '?status=waiting_customer&queue=tecnica&overdue=true&q=30111222&page=1&pageSize=50',
      ),
    );
  });

  it('counts the overdue requests and flags each in words, not only by colour', async () => {
    signInStaff('agente');
    desk();
    renderInDesk(<InboxPage />, { path: '/gestion' });
    expect(await screen.findByText('2 gestiones · 1 vencida')).toHaveAttribute('aria-live', 'polite');
    const [first, second] = screen.getAllByTestId('inbox-row');
    expect(within(first!).queryByText('Vencida')).toBeNull();
    expect(within(second!).getByTestId('overdue-flag')).toHaveTextContent('Vencida');
    expect(within(second!).getByRole('link', { name: 'G-2026-000002' })).toHaveAttribute(
      'href',
      '/gestion/gestiones/G-2026-000002',
    );
  });

  it('gives agents no selection, so no bulk actions', async () => {
    signInStaff('agente');
    desk();
    renderInDesk(<InboxPage />, { path: '/gestion' });
    await screen.findAllByTestId('inbox-row');
    expect(screen.queryByRole('checkbox', { name: /Seleccionar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar el filtro en CSV' })).toBeNull();
  });
});

describe('InboxPage bulk selection', () => {
  it(
    'widens a full page to the whole filter and sends the filter, not the numbers',
    async () => {
      signInStaff('supervisor');
      const calls = desk(inboxPage([inboxItem(1), inboxItem(2)], 120, 4));
      const user = userEvent.setup();
      renderInDesk(<InboxPage />, { path: '/gestion?queue=tecnica&open=true' });
      await screen.findAllByTestId('inbox-row');
      await user.click(screen.getByRole('checkbox', { name: 'Seleccionar las gestiones de esta página' }));
      expect(screen.getByText('2 gestiones seleccionadas.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Seleccionar todo el filtro (120 gestiones)' }));
      expect(screen.getByText('Seleccionaste todo el filtro (120 gestiones).')).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'status');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Estado nuevo' }), 'resolved');
      await user.click(screen.getByRole('button', { name: 'Aplicar a todo el filtro (120 gestiones)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar el estado' });
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

      expect(await screen.findByTestId('bulk-result')).toHaveTextContent('Listo: 120 gestiones cambiadas.');
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.body).toEqual({
        action: 'status',
        filter: { queue: 'tecnica', open: 'true' },
        status: 'resolved',
      });
      expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    },
    SLOW,
  );

  it(
    'sends the ticked numbers when the selection is not widened',
    async () => {
      signInStaff('supervisor');
      const calls = desk(inboxPage([inboxItem(1), inboxItem(2)], 120));
      const user = userEvent.setup();
      renderInDesk(<InboxPage />, { path: '/gestion' });
      await screen.findAllByTestId('inbox-row');
      await user.click(screen.getByRole('checkbox', { name: 'Seleccionar la gestión G-2026-000002' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Asignar a' }), '9');
      await user.click(screen.getByRole('button', { name: 'Aplicar a la gestión G-2026-000002' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
      expect(await screen.findByTestId('bulk-result')).toHaveTextContent('Listo: 120 gestiones cambiadas.');
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
        action: 'assign',
        numbers: ['G-2026-000002'],
        assigneeId: 9,
      });
    },
    SLOW,
  );
});
