import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, type MockCall } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { MEMBERS, requestDetail } from '../../test/desk-fixtures';
import { RequestPage } from './request-page';

const NUMBER = 'G-2026-000001';
const BASE = `/api/admin/gestiones/${NUMBER}`;
const CONFLICT = { message: 'Otra persona cambió esta gestión.', code: 'CONFLICT' };

function desk(handlers: Parameters<typeof mockFetch>[0] = {}) {
  let version = 1;
  const calls = mockFetch({
    [`GET ${BASE}/detalle/`]: () => ({ status: 200, body: requestDetail({ version }) }),
    [`POST ${BASE}/presencia/`]: () => ({
      status: 200,
      body: { viewers: [{ id: 9, name: 'Luis Gómez' }] },
    }),
    [`DELETE ${BASE}/presencia/`]: () => ({ status: 204 }),
    'GET /api/admin/gestiones/asignables/': () => ({ status: 200, body: MEMBERS }),
    'GET /api/admin/respuestas-guardadas/': () => ({ status: 200, body: { items: [] } }),
    'GET /api/admin/clientes/1001/resumen/': () => ({
      status: 404,
      body: { message: 'No', code: 'NOT_FOUND' },
    }),
    ...handlers,
  });
  return { calls, bump: () => (version += 1) };
}

const posts = (calls: MockCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/mensajes/`);

afterEach(forgetDesk);

describe('RequestPage', () => {
  it('shows who else has the request open, politely announced', async () => {
    signInStaff();
    desk();
    renderInDesk(<RequestPage requestNumber={NUMBER} />);
    const presence = await screen.findByTestId('presence');
    await waitFor(() => expect(presence).toHaveTextContent('Luis Gómez lo está viendo'));
    expect(presence).toHaveAttribute('aria-live', 'polite');
  });

  it('on a conflict keeps the typed reply, reloads on request and sends it with the new version', async () => {
    signInStaff();
    let answer = 409;
    const { calls, bump } = desk({
      [`POST ${BASE}/mensajes/`]: (call) =>
        answer === 409
          ? { status: 409, body: CONFLICT }
          : { status: 201, body: requestDetail({ version: (call.body as { version: number }).version + 1 }) },
    });
    const user = userEvent.setup();
    renderInDesk(<RequestPage requestNumber={NUMBER} />);
    const text = await screen.findByRole('textbox', { name: 'Respuesta al cliente' });
    await user.type(text, 'Ya revisamos la línea.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByTestId('conflict')).toHaveTextContent(
      'Otra persona cambió esta gestión. Recargala para ver los cambios.',
    );
    expect(text).toHaveValue('Ya revisamos la línea.');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();

    bump();
    answer = 201;
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(screen.queryByTestId('conflict')).toBeNull());
    expect(text).toHaveValue('Ya revisamos la línea.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(text).toHaveValue(''));
    expect(posts(calls).map((c) => (c.body as { version: number }).version)).toEqual([1, 2]);
  });

  it('a change with a stale version shows the conflict too and sends nothing more until reloaded', async () => {
    signInStaff();
    const { calls } = desk({ [`PATCH ${BASE}/`]: () => ({ status: 409, body: CONFLICT }) });
    const user = userEvent.setup();
    renderInDesk(<RequestPage requestNumber={NUMBER} />);
    const assignee = await screen.findByRole('combobox', { name: 'Asignada a' });
    await screen.findByRole('option', { name: 'Luis Gómez' });
    await user.selectOptions(assignee, '9');
    expect(await screen.findByTestId('conflict')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ version: 1, assigneeId: 9 });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeDisabled();
  });
});

describe('Composer', () => {
  it('sends an internal note as a note, labelled apart from a reply', async () => {
    signInStaff();
    const { calls } = desk({
      [`POST ${BASE}/mensajes/`]: () => ({ status: 201, body: requestDetail({ version: 2 }) }),
    });
    const user = userEvent.setup();
    renderInDesk(<RequestPage requestNumber={NUMBER} />);
    await user.click(await screen.findByRole('radio', { name: 'Nota interna' }));
    expect(screen.getByText('Nota interna — el cliente no la ve ni le llega por email.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar y esperar al cliente' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Nota interna' }), 'Llamar el lunes.');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText('Nota interna guardada.')).toBeInTheDocument();
    const [post] = posts(calls);
    expect(post!.body).toEqual({ kind: 'nota', text: 'Llamar el lunes.', version: 1 });
    expect(post!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('replies and waits on the customer in one send', async () => {
    signInStaff();
    const { calls } = desk({
      [`POST ${BASE}/mensajes/`]: () => ({ status: 201, body: requestDetail({ version: 2 }) }),
    });
    const user = userEvent.setup();
    renderInDesk(<RequestPage requestNumber={NUMBER} />);
    await user.type(
      await screen.findByRole('textbox', { name: 'Respuesta al cliente' }),
      '¿Podés reiniciar el módem?',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar y esperar al cliente' }));
    expect(await screen.findByText('Respuesta enviada al cliente.')).toBeInTheDocument();
    expect(posts(calls)[0]!.body).toEqual({
      kind: 'respuesta',
      text: '¿Podés reiniciar el módem?',
      version: 1,
      status: 'waiting_customer',
    });
  });

  it('says what is missing in Spanish and sends nothing', async () => {
    signInStaff();
    const { calls } = desk();
    const user = userEvent.setup();
    renderInDesk(<RequestPage requestNumber={NUMBER} />);
    await screen.findByRole('textbox', { name: 'Respuesta al cliente' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escribí el mensaje.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('labels internal notes in the thread so they are never taken for replies', async () => {
    signInStaff();
    desk({
      [`GET ${BASE}/detalle/`]: () => ({
        status: 200,
        body: requestDetail({
          thread: [
            {
              id: 1,
              kind: 'respuesta',
              at: '2026-11-27T14:00:00.000Z',
              author: { id: 7, name: 'Ana Ruiz' },
              text: 'Hola',
              attachments: [],
            },
            {
              id: 2,
              kind: 'nota',
              at: '2026-11-27T15:00:00.000Z',
              author: { id: 7, name: 'Ana Ruiz' },
              text: 'Cliente difícil',
              attachments: [],
            },
          ],
        }),
      }),
    });
    renderInDesk(<RequestPage requestNumber={NUMBER} />);
    const note = await screen.findByTestId('thread-nota');
    expect(note).toHaveTextContent('Nota interna — el cliente no la ve');
    expect(within(screen.getByTestId('thread-respuesta')).queryByText(/Nota interna/)).toBeNull();
  });
});
