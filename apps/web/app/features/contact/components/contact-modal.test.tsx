import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '~/test/render-app';
import { CAPTCHA_OFF, CUSTOMER_PATH, DATA_CLIENT, MESSAGES_PATH, stubApi } from '../testing/stub-api';
import { renderModal } from '../testing/render-modal';

vi.mock('~/lib/captcha/altcha-solver', () => ({ solveAltcha: vi.fn(async () => 'c29sdWNpb24=') }));

afterEach(() => {
  vi.unstubAllGlobals();
  // Drafts of the forms live in sessionStorage until a send succeeds.
  sessionStorage.clear();
});

async function fillContact(
  dialog: HTMLElement,
  messageLabel = 'Mensaje',
  message = 'Quiero contratar internet.',
) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Nombre y apellido'), 'Ana Paz');
  await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
  await user.type(within(dialog).getByLabelText(/Teléfono/), '2901431234');
  await user.type(within(dialog).getByLabelText('DNI'), '30123456');
  await user.type(within(dialog).getByLabelText('Dirección'), 'San Martín 100');
  await user.type(within(dialog).getByLabelText(messageLabel), message);
  return user;
}

describe('ContactModal (main modal 3)', () => {
  it('keeps Enviar disabled until the six required fields are valid, with the spec max lengths', async () => {
    stubApi(CAPTCHA_OFF);
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByLabelText('Nombre y apellido')).toHaveAttribute('maxLength', '60');
    expect(within(dialog).getByLabelText('Mensaje')).toHaveAttribute('maxLength', '3000');

    const user = await fillContact(dialog);
    await waitFor(() => expect(send).toBeEnabled());
    await user.clear(within(dialog).getByLabelText('Dirección'));
    await waitFor(() => expect(send).toBeDisabled());
  });

  it("says under the disabled Enviar which fields are missing ('Completá: …'), tied to the button", async () => {
    stubApi(CAPTCHA_OFF);
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    const line = within(dialog).getByTestId('missing-fields');
    expect(line).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(send).toHaveAccessibleDescription(
        'Completá: nombre y apellido, email, teléfono, DNI, dirección, mensaje',
      ),
    );
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Nombre y apellido'), 'Ana Paz');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@');
    await waitFor(() => expect(line).toHaveTextContent('Completá: email, teléfono, DNI, dirección, mensaje'));
    await fillContact(dialog, 'Mensaje', 'Hola');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await waitFor(() => expect(send).toBeEnabled());
    expect(line).toBeEmptyDOMElement();
  });

  it('blocks - + e E . in the phone and DNI fields', async () => {
    stubApi(CAPTCHA_OFF);
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    for (const label of [/Teléfono/, 'DNI']) {
      const input = within(dialog).getByLabelText(label);
      for (const key of ['-', '+', 'e', 'E', '.']) {
        expect(fireEvent.keyDown(input, { key }), `${key} in ${String(label)}`).toBe(false);
      }
      expect(fireEvent.keyDown(input, { key: '5' })).toBe(true);
    }
    await userEvent.type(within(dialog).getByLabelText('DNI'), '12-3.4e5');
    expect(within(dialog).getByLabelText('DNI')).toHaveValue('12345');
  });

  it('solves the captcha, sends type 1 with X-Captcha-Pass and shows main modal 2', async () => {
    const calls = stubApi({
      'GET /api/isHuman/challenge/': {
        status: 200,
        body: { provider: 'altcha', challenge: { parameters: {}, signature: 's' } },
      },
      'POST /api/isHuman/recaptcha_request/': { status: 200, body: { success: true, pass: 'pase-1' } },
      [MESSAGES_PATH]: { status: 201, body: { Crmnumero: 'C-1', id: 1 } },
    });
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const user = await fillContact(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const sent = await screen.findByRole('dialog', { name: 'Formulario enviado' });
    expect(sent).toHaveTextContent('3 días hábiles');
    expect(screen.queryByRole('dialog', { name: 'Quiero que me contacten' })).toBeNull();
    const exchange = calls.find((c) => c.path === '/api/isHuman/recaptcha_request/')!;
    expect(exchange.body).toMatchObject({ company: '2', action: 'message' });
    const post = calls.find((c) => c.path === '/api/mensajes/company-code/2/')!;
    expect(post.headers.get('X-Captcha-Pass')).toBe('pase-1');
    expect(post.headers.has('Authorization')).toBe(false);
    expect(post.body).toMatchObject({
      type: 1,
      subscriber: 0,
      name: 'Ana Paz',
      dni: '30123456',
      phone: '2901431234',
      address: 'San Martín 100',
    });
  });

  it('opened for a job application, files type 30 and confirms the application, not a call', async () => {
    const calls = stubApi({
      ...CAPTCHA_OFF,
      [MESSAGES_PATH]: { status: 201, body: { Crmnumero: 'G-2026-000002', id: 2 } },
    });
    renderModal('main-3', { data: { topic: 'job' } });
    const dialog = await screen.findByRole('dialog', { name: 'Postulación laboral' });
    expect(dialog).toHaveTextContent('no se puede adjuntar el currículum');
    expect(dialog).toHaveTextContent('por teléfono o por correo electrónico');
    expect(within(dialog).queryByLabelText('Mensaje')).toBeNull();

    const user = await fillContact(
      dialog,
      'Tu experiencia y el área que te interesa',
      'Técnica instaladora, 3 años de experiencia.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const sent = await screen.findByRole('dialog', { name: 'Formulario enviado' });
    expect(sent).toHaveTextContent('Recibimos tu postulación.');
    expect(sent).toHaveTextContent('Número de gestión: G-2026-000002');
    expect(sent).not.toHaveTextContent('3 días hábiles');
    const post = calls.find((c) => c.path === '/api/mensajes/company-code/2/')!;
    expect(post.body).toMatchObject({ type: 30, message: 'Técnica instaladora, 3 años de experiencia.' });
  });

  it("opened from the coverage check, holds its address, also over a customer's stored one", async () => {
    logIn();
    stubApi({ ...CAPTCHA_OFF, [CUSTOMER_PATH]: { status: 200, body: DATA_CLIENT } });
    renderModal('main-3', { data: { topic: 'coverage', address: 'Maipú 50, Tolhuin' } });
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    expect(dialog).toHaveTextContent('te confirma si llegamos a tu domicilio');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Nombre y apellido')).toHaveValue('martina fernández'),
    );
    expect(within(dialog).getByLabelText('Dirección')).toHaveValue('Maipú 50, Tolhuin');
    expect(within(dialog).getByLabelText('Qué servicio te interesa')).toHaveValue('');
  });

  it('on a server error closes the form, alerts and opens main modal 7', async () => {
    stubApi({ ...CAPTCHA_OFF, [MESSAGES_PATH]: { status: 500, body: { message: 'x', code: 'INTERNAL' } } });
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const user = await fillContact(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByRole('alert')).toHaveTextContent('Ocurrió un error');
    expect(error).toHaveTextContent('Error en el servidor, intentá más tarde');
    expect(screen.queryByRole('dialog', { name: 'Quiero que me contacten' })).toBeNull();
  });

  it('modal 7 resends the same request with the same key and then confirms its number', async () => {
    let attempt = 0;
    const calls = stubApi({
      ...CAPTCHA_OFF,
      [MESSAGES_PATH]: () =>
        ++attempt === 1 ? 'network-error' : { status: 201, body: { Crmnumero: 'G-2026-000009', id: 9 } },
    });
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const user = await fillContact(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('Lo que escribiste quedó guardado');
    expect(within(error).getByRole('link', { name: /Llamanos al 08003331234/ })).toBeInTheDocument();
    expect(within(error).getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'Volver a intentar' }));

    const sent = await screen.findByRole('dialog', { name: 'Formulario enviado' });
    expect(sent).toHaveTextContent('Número de gestión: G-2026-000009');
    expect(sent).toHaveTextContent('3 días hábiles');
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    const posts = calls.filter((c) => c.path === '/api/mensajes/company-code/2/');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(posts[0]!.headers.get('Idempotency-Key'));
    expect(posts[1]!.body).toEqual(posts[0]!.body);
  });

  it('a retry that fails again keeps modal 7 open with the alert', async () => {
    stubApi({ ...CAPTCHA_OFF, [MESSAGES_PATH]: { status: 503, body: { message: 'x', code: 'DOWN' } } });
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const user = await fillContact(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    await user.click(within(error).getByRole('button', { name: 'Volver a intentar' }));
    await waitFor(() =>
      expect(within(error).getByRole('button', { name: 'Volver a intentar' })).toBeEnabled(),
    );
    expect(within(error).getByRole('alert')).toHaveTextContent('Ocurrió un error');
  });

  it('reopened after a failure, the form shows what was typed; after a success it starts empty', async () => {
    let status = 500;
    stubApi({
      ...CAPTCHA_OFF,
      [MESSAGES_PATH]: () => ({ status, body: status === 201 ? { Crmnumero: 'G-1', id: 1 } : {} }),
    });
    const first = renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const user = await fillContact(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('dialog', { name: 'Error' });
    first.unmount();

    status = 201;
    const second = renderModal('main-3');
    const reopened = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    expect(within(reopened).getByLabelText('Nombre y apellido')).toHaveValue('Ana Paz');
    expect(within(reopened).getByLabelText('Mensaje')).toHaveValue('Quiero contratar internet.');
    const send = within(reopened).getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await screen.findByRole('dialog', { name: 'Formulario enviado' });
    second.unmount();

    renderModal('main-3');
    const fresh = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    expect(within(fresh).getByLabelText('Nombre y apellido')).toHaveValue('');
  });

  it('keeps the form open with the server field errors on a 400', async () => {
    stubApi({
      ...CAPTCHA_OFF,
      [MESSAGES_PATH]: {
        status: 400,
        body: { message: 'Revisá', code: 'VALIDATION', fields: { email: 'Ingresá un email válido.' } },
      },
    });
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const user = await fillContact(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Ingresá un email válido.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it("a captcha that fails shows 'Error al verificar CAPTCHA.' and sends nothing", async () => {
    const calls = stubApi({
      'GET /api/isHuman/challenge/': {
        status: 200,
        body: { provider: 'altcha', challenge: { parameters: {}, signature: 's' } },
      },
      'POST /api/isHuman/recaptcha_request/': { status: 400, body: { message: 'x', code: 'CAPTCHA_FAILED' } },
    });
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const user = await fillContact(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al verificar CAPTCHA.');
    expect(calls.some((c) => c.path.startsWith('/api/mensajes'))).toBe(false);
  });

  it('a pass the API refuses shows one captcha message on the open form, not modal 7 as well', async () => {
    stubApi({
      'GET /api/isHuman/challenge/': {
        status: 200,
        body: { provider: 'altcha', challenge: { parameters: {}, signature: 's' } },
      },
      'POST /api/isHuman/recaptcha_request/': { status: 200, body: { success: true, pass: 'pase-1' } },
      [MESSAGES_PATH]: {
        status: 400,
        body: { message: 'Error al verificar CAPTCHA.', code: 'CAPTCHA_FAILED' },
      },
    });
    renderModal('main-3');
    const dialog = await screen.findByRole('dialog', { name: 'Quiero que me contacten' });
    const user = await fillContact(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al verificar CAPTCHA.');
    expect(screen.getAllByText('Error al verificar CAPTCHA.')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    expect(screen.queryByText('Error en el servidor, intentá más tarde')).toBeNull();
  });
});
