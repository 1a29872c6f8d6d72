import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { CannedRepliesPage } from './canned-replies-page';

const PATH = '/api/admin/respuestas-guardadas/';
const reply = {
  id: 3,
  title: 'Recibimos tu gestión',
  body: 'Hola {nombre}: recibimos tu gestión {nro_gestion}.',
  queue: null,
  active: true,
  version: 2,
  createdAt: '2026-11-27T13:00:00.000Z',
  updatedAt: '2026-11-27T13:00:00.000Z',
};

function desk() {
  return mockFetch({
    [`GET ${PATH}`]: () => ({ status: 200, body: { items: [reply] } }),
    [`POST ${PATH}`]: (call) => ({
      status: 201,
      body: { ...reply, id: 4, ...(call.body as object), version: 1 },
    }),
    [`DELETE ${PATH}3/`]: () => ({ status: 204 }),
  });
}

afterEach(forgetDesk);

describe('CannedRepliesPage', () => {
  it('lists the replies for an agent, with nothing to change', async () => {
    signInStaff('agente');
    const calls = desk();
    renderInDesk(<CannedRepliesPage />);
    const table = await screen.findByRole('table', { name: 'Respuestas guardadas, por título' });
    expect(within(table).getByText('Recibimos tu gestión')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva respuesta' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
    // Agents get the active ones only; admins ask for all.
    expect(calls[0]!.search).toBe('');
  });

  it('lets an admin write one with a live preview and names an unknown variable', async () => {
    signInStaff('admin');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<CannedRepliesPage />);
    await user.click(await screen.findByRole('button', { name: 'Nueva respuesta' }));
    expect(calls[0]!.search).toBe('?all=true');
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Saludo');
    const body = screen.getByRole('textbox', { name: 'Texto' });
    await user.type(body, 'Hola {{nombr}');
    const preview = screen.getByRole('region', { name: 'Vista previa (con datos de ejemplo)' });
    expect(preview).toHaveTextContent('La variable {nombr} no existe.');
    await user.clear(body);
    await user.type(body, 'Hola {{nombre}, vence el {{fecha_limite}.');
    expect(preview).toHaveTextContent('Hola Ana Pérez, vence el 30/11/2026.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cola' }), 'tecnica');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Título' })).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      title: 'Saludo',
      body: 'Hola {nombre}, vence el {fecha_limite}.',
      queue: 'tecnica',
      active: true,
    });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('asks before an admin deletes one, and sends its version', async () => {
    signInStaff('admin');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<CannedRepliesPage />);
    await user.click(await screen.findByRole('button', { name: 'Borrar Recibimos tu gestión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrar la respuesta guardada' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deletion = calls.find((c) => c.method === 'DELETE')!;
    expect(deletion.path).toBe(`${PATH}3/`);
    expect(deletion.search).toBe('?version=2');
  }, 20_000);
});
