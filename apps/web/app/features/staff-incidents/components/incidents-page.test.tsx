import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { IncidentsPage } from './incidents-page';

const PATH = '/api/admin/incidentes/';
const incident = {
  id: 5,
  service: 'internet',
  localities: ['Río Grande'],
  text: 'Un nodo quedó sin energía por el viento.',
  startsAt: '2026-11-28T10:00:00.000Z',
  estimatedEndAt: '2026-11-28T14:00:00.000Z',
  closedAt: null,
  active: true,
  linkedRequests: 2,
  version: 3,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

function desk() {
  return mockFetch({
    [`GET ${PATH}`]: () => ({ status: 200, body: { items: [incident] } }),
    [`POST ${PATH}`]: (call) => ({ status: 201, body: { ...incident, ...(call.body as object), id: 6 } }),
    [`POST ${PATH}5/cierre/`]: () => ({
      status: 200,
      body: { ...incident, closedAt: '2026-11-28T12:00:00.000Z', active: false, version: 4 },
    }),
  });
}

afterEach(forgetDesk);

describe('IncidentsPage', () => {
  it('lists the incidents for an agente, with nothing to change', async () => {
    signInStaff('agente');
    desk();
    renderInDesk(<IncidentsPage />);
    const table = await screen.findByRole('table', { name: 'Incidentes, los más recientes primero' });
    expect(within(table).getByText('Río Grande')).toBeInTheDocument();
    expect(within(table).getByText('Vigente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo incidente' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cerrar/ })).toBeNull();
  });

  it('shows a Spanish message per field and sends the times as instants', async () => {
    signInStaff('supervisor');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<IncidentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Nuevo incidente' }));
    const form = screen.getByRole('form', { name: 'Nuevo incidente' });
    const start = within(form).getByLabelText('Desde (hora de Ushuaia)');
    const end = within(form).getByLabelText('Fin estimado (hora de Ushuaia)');
    await user.clear(start);
    await user.type(start, '2026-11-28T10:00');
    await user.clear(end);
    await user.type(end, '2026-11-28T09:00');
    await user.click(within(form).getByRole('button', { name: 'Publicar el incidente' }));
    expect(await within(form).findByText('Elegí al menos una localidad.')).toBeInTheDocument();
    expect(within(form).getByText('El fin estimado tiene que ser posterior al inicio.')).toBeInTheDocument();
    expect(within(form).getByText('Escribí el texto que va a ver la gente.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: 'Tolhuin' }));
    await user.clear(end);
    await user.type(end, '2026-11-28T13:00');
    await user.type(within(form).getByRole('textbox', { name: /^Texto para el sitio/ }), 'Corte por obras.');
    expect(form).toHaveTextContent('El aviso dice: Corte de Internet en Tolhuin.');
    await user.click(within(form).getByRole('button', { name: 'Publicar el incidente' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      service: 'internet',
      allLocalities: false,
      localities: ['Tolhuin'],
      startsAt: '2026-11-28T13:00:00.000Z',
      estimatedEndAt: '2026-11-28T16:00:00.000Z',
      publicText: 'Corte por obras.',
    });
    expect(post.headers.get('idempotency-key')).toBeTruthy();
    expect(
      await screen.findByText('Publicamos el incidente: el sitio lo muestra mientras esté vigente.'),
    ).toBeInTheDocument();
  });

  it('closes one after asking, with its version', async () => {
    signInStaff('supervisor');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<IncidentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Cerrar: Corte de Internet en Río Grande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar el incidente' });
    expect(dialog).toHaveTextContent('Avisamos por mail a los clientes de los 2 reclamos vinculados.');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar el incidente' }));
    expect(
      await screen.findByText('Cerramos el incidente: ya no se muestra en el sitio.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${PATH}5/cierre/`)?.body).toEqual({ version: 3 });
  });
});
