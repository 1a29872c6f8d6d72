import { AAIP_LEGEND, type PersonalDataExport } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import { PersonalDataSection } from './personal-data-section';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('~/lib/save-file', () => ({ saveFile }));

const PATH = '/api/customer/1001/mis-datos/';
const data: PersonalDataExport = {
  generado: '2026-11-28T12:00:00.000Z',
  usuario: {
    email: 'cliente@example.com',
    creado: '2025-03-01T13:00:00.000Z',
    ultimoIngreso: null,
    ultimoCambioDeContrasena: null,
  },
  clientes: [],
  gestiones: [],
  consentimientos: [
    {
      tipo: 'terminos',
      clientenro: null,
      titulo: 'Términos y condiciones del portal',
      vigente: true,
      fecha: '2025-03-01T13:00:00.000Z',
      detalle: 'El portal no guardó qué versión estaba vigente ese día.',
    },
    {
      tipo: 'factura-electronica',
      clientenro: 1001,
      titulo: 'Factura electrónica por email',
      vigente: false,
      fecha: '2026-10-05T18:30:00.000Z',
      detalle: 'Desactivaste la factura electrónica por email.',
    },
  ],
};

// The dialog loads on demand; its first import takes a while in happy-dom.
const LAZY = { timeout: 5000 };

afterEach(() => {
  forgetBrowser();
  saveFile.mockReset();
});

describe('PersonalDataSection', () => {
  it('lists the consents with their dates, links to the editors and shows the AAIP legend', async () => {
    logIn();
    mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: data }) });
    renderInAccount(<PersonalDataSection />);
    const items = within(await screen.findByTestId('consents')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Términos y condiciones del portal');
    expect(items[0]).toHaveTextContent('01/03/2025');
    expect(items[0]).toHaveTextContent('Vigente');
    expect(items[1]).toHaveTextContent('Factura electrónica por email (cliente N° 1001)');
    expect(items[1]).toHaveTextContent('Ya no vigente');
    expect(screen.getByRole('link', { name: 'Cambiar tus datos de contacto' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?editar=datos$/),
    );
    expect(screen.getByRole('link', { name: 'Cambiar tu contraseña' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?editar=contrasena$/),
    );
    expect(screen.getByTestId('aaip-legend')).toHaveTextContent(AAIP_LEGEND);
  });

  it('downloads the PDF the server wrote, with the session token', async () => {
    logIn();
    const user = userEvent.setup();
    const calls = mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: data }),
      [`GET ${PATH}pdf/`]: () => ({ status: 200, file: { type: 'application/pdf', content: '%PDF-1.3' } }),
    });
    renderInAccount(<PersonalDataSection />);
    await user.click(await screen.findByRole('button', { name: 'Descargar en PDF' }));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    expect(saveFile.mock.calls[0]![1]).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = calls.find((call) => call.path === `${PATH}pdf/`)!;
    expect(pdf.headers.get('authorization')).toBe('Bearer token-de-prueba');
  });

  it('says a failed download in Spanish', async () => {
    logIn();
    const user = userEvent.setup();
    mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: data }),
      [`GET ${PATH}pdf/`]: () => ({ status: 500, body: { message: 'Error', code: 'INTERNAL' } }),
    });
    renderInAccount(<PersonalDataSection />);
    await user.click(await screen.findByRole('button', { name: 'Descargar en PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos descargar tus datos.');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('asks to confirm the suppression, says what the law keeps, then shows the request number', async () => {
    logIn();
    const user = userEvent.setup();
    const calls = mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: data }),
      [`POST ${PATH}supresion/`]: () => ({
        status: 201,
        body: { number: 'G-2026-000321', dueDate: '2026-12-07' },
      }),
    });
    renderInAccount(<PersonalDataSection />);
    await user.click(await screen.findByRole('button', { name: 'Pedir la supresión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir la supresión de tus datos' }, LAZY);
    expect(dialog).toHaveTextContent('10 años');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar el pedido' }));
    expect(await screen.findByTestId('suppression-number')).toHaveTextContent('G-2026-000321');
    expect(screen.getByRole('dialog', { name: 'Pedido de supresión registrado' })).toHaveTextContent(
      '07/12/2026',
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the open request the server names when one is already in progress', async () => {
    logIn();
    const user = userEvent.setup();
    const message = 'Ya tenés un pedido de supresión en curso, con el número G-2026-000321.';
    mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: data }),
      [`POST ${PATH}supresion/`]: () => ({ status: 409, body: { message, code: 'CONFLICT' } }),
    });
    renderInAccount(<PersonalDataSection />);
    await user.click(await screen.findByRole('button', { name: 'Pedir la supresión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir la supresión de tus datos' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar el pedido' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});
