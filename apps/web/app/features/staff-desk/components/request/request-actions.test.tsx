import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { MEMBERS, requestDetail } from '../../test/desk-fixtures';
import { RequestPage } from './request-page';

const NUMBER = 'G-2026-000001';
const BASE = `/api/admin/gestiones/${NUMBER}`;

function desk(handlers: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`GET ${BASE}/detalle/`]: () => ({
      status: 200,
      body: requestDetail({
        attachments: [{ id: 5, slot: 'dni_frente', label: 'DNI (frente)', name: 'dni.pdf', sizeBytes: 2048 }],
      }),
    }),
    [`POST ${BASE}/presencia/`]: () => ({ status: 200, body: { viewers: [] } }),
    [`DELETE ${BASE}/presencia/`]: () => ({ status: 204 }),
    'GET /api/admin/gestiones/asignables/': () => ({ status: 200, body: MEMBERS }),
    'GET /api/admin/respuestas-guardadas/': () => ({ status: 200, body: { items: [] } }),
    'GET /api/admin/clientes/1001/resumen/': () => ({
      status: 404,
      body: { message: 'No', code: 'NOT_FOUND' },
    }),
    ...handlers,
  });
}

afterEach(() => {
  forgetDesk();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('RequestPage actions', () => {
  it('downloads an attachment through the staff client, with the bearer token', async () => {
    signInStaff('agente');
    const calls = desk({
      [`GET ${BASE}/adjuntos/5/`]: () => ({
        status: 200,
        file: { type: 'application/pdf', content: '%PDF-1.4' },
      }),
    });
    // happy-dom has no object URLs; the browser's download itself is not under test.
    const createObjectURL = vi.fn(() => 'blob:dni');
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderInDesk(<RequestPage requestNumber={NUMBER} />);
    await user.click(await screen.findByRole('button', { name: 'DNI (frente): dni.pdf' }));
    await waitFor(() => expect(saved).toEqual(['dni.pdf']));
    expect(createObjectURL).toHaveBeenCalledOnce();
    const download = calls.find((c) => c.path === `${BASE}/adjuntos/5/`)!;
    expect(download.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(screen.queryByRole('button', { name: 'Fusionar con…' })).toBeNull();
  });

  it('merges another request of the customer after a confirmation naming both', async () => {
    signInStaff('supervisor');
    const calls = desk({
      [`POST ${BASE}/fusion/`]: () => ({ status: 200, body: requestDetail({ version: 2 }) }),
    });
    const user = userEvent.setup();
    renderInDesk(<RequestPage requestNumber={NUMBER} />);
    await user.click(await screen.findByRole('button', { name: 'Fusionar con…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fusionar con otra gestión' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Número de la otra gestión' }), NUMBER);
    await user.click(within(dialog).getByRole('button', { name: 'Seguir' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('no se puede fusionar consigo misma');
    const other = within(dialog).getByRole('textbox', { name: 'Número de la otra gestión' });
    await user.clear(other);
    await user.type(other, 'g-2026-000007');
    await user.click(within(dialog).getByRole('button', { name: 'Seguir' }));
    expect(dialog).toHaveTextContent(`La gestión G-2026-000007 se cierra como fusionada en ${NUMBER}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Fusionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === `${BASE}/fusion/`)!.body).toEqual({
      otherNumber: 'G-2026-000007',
      version: 1,
    });
  }, 20_000);
});
