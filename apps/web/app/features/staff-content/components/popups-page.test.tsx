import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { PopupsPage } from './popups-page';

const PATH = '/api/admin/contenido/popups/';
const popup = {
  id: 7,
  message: '<h2>Fibra en Tolhuin</h2><p>Ya llegó.</p>',
  pages: ['/', '/internet'],
  dateFrom: '2026-11-01',
  dateUntil: '2026-12-31',
  link: '/internet',
  linkText: 'Ver planes',
  linkColor: '#0b5cad',
  active: true,
  version: 3,
  updatedAt: '2026-11-27T13:00:00.000Z',
};

function desk() {
  return mockFetch({
    [`GET ${PATH}`]: () => ({ status: 200, body: { items: [popup] } }),
    [`POST ${PATH}`]: (call) => ({
      status: 201,
      body: { ...popup, id: 8, ...(call.body as object), version: 1 },
    }),
    [`PUT ${PATH}7/`]: () => ({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'Otra persona cambió este pop-up. Volvé a abrirlo para ver sus cambios.',
      },
    }),
  });
}

afterEach(forgetDesk);

describe('PopupsPage', () => {
  it('lists the pop-ups for an agent with their pages and dates, and nothing to change', async () => {
    signInStaff('agente');
    desk();
    renderInDesk(<PopupsPage />);
    const row = await screen.findByTestId('popup-row-7');
    expect(row).toHaveTextContent('Fibra en Tolhuin Ya llegó.');
    expect(row).toHaveTextContent('Inicio, Internet');
    expect(row).toHaveTextContent('01/11/2026 al 31/12/2026');
    expect(screen.queryByRole('button', { name: 'Nuevo pop-up' })).toBeNull();
  });

  it('previews the sanitised message at both widths while an admin writes, and sends the pop-up', async () => {
    signInStaff('admin');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<PopupsPage />);
    await user.click(await screen.findByRole('button', { name: 'Nuevo pop-up' }));
    const message = screen.getByRole('textbox', { name: 'Mensaje (HTML)' });
    await user.click(message);
    await user.paste(
      'Hola<h2>Promo</h2><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p>Texto</p>',
    );
    for (const width of [1280, 390]) {
      const frame = screen.getByTestId(`popup-preview-${width}`);
      expect(within(frame).getByText('Promo')).toBeInTheDocument();
      expect(frame.innerHTML).not.toMatch(/onerror|<script|<img/i);
    }
    expect((window as { __xss?: number }).__xss).toBeUndefined();

    await user.click(screen.getByRole('checkbox', { name: 'Internet (/internet)' }));
    await user.clear(screen.getByLabelText('Último día'));
    await user.type(screen.getByLabelText('Último día'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El último día tiene que ser el mismo o posterior al primero.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Último día'));
    await user.type(screen.getByLabelText('Último día'), '2099-01-31');
    await user.type(screen.getByRole('textbox', { name: 'Enlace del botón (opcional)' }), '/internet');
    await user.type(screen.getByRole('textbox', { name: 'Texto del botón' }), 'Ver planes');
    expect(within(screen.getByTestId('popup-preview-390')).getByText('Ver planes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Mensaje (HTML)' })).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      pages: ['/', '/internet'],
      dateUntil: '2099-01-31',
      link: '/internet',
      linkText: 'Ver planes',
    });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows the API message when another admin saved the pop-up first', async () => {
    signInStaff('admin');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<PopupsPage />);
    await user.click(await screen.findByRole('button', { name: 'Editar el pop-up 7' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Otra persona cambió este pop-up. Volvé a abrirlo para ver sus cambios.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      version: 3,
      pages: ['/', '/internet'],
    });
  });
});
