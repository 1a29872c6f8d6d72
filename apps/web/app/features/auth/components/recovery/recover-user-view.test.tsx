import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaHandlers, CAPTCHA_OFF, mockFetch } from '~/test/mock-fetch';
import { renderApp } from '~/test/render-app';
import { RecoverUserView } from './recover-user-view';

vi.mock('~/lib/captcha/altcha-solver', () => ({ solveAltcha: vi.fn(async () => 'c29sdWNpb24=') }));

afterEach(() => vi.unstubAllGlobals());

async function fillAndSend() {
  await userEvent.type(await screen.findByLabelText('Nombre y apellido'), 'Ana Paz');
  await userEvent.type(screen.getByLabelText('Número de cliente'), '104523');
  await userEvent.type(screen.getByLabelText('Número de documento'), '30123456');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('RecoverUserView', () => {
  it('requires name, nro and dni, and the number fields block - + e E .', async () => {
    const calls = mockFetch(CAPTCHA_OFF);
    renderApp(<RecoverUserView onNavigate={vi.fn()} focusHeading={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(calls).toHaveLength(0);
    const nro = screen.getByLabelText('Número de cliente');
    await userEvent.type(nro, '1-+eE.2');
    expect(nro).toHaveValue('12');
  });

  it('found (1): shows the email; solicitar asistencia sends the CRM request (3); Aceptar goes to signIn', async () => {
    const calls = mockFetch({
      ...CAPTCHA_OFF,
      'POST /api/customer/recuperar/usuario/': () => ({ status: 200, body: { email: 'a***a@example.com' } }),
      'POST /api/service/create/crm/': () => ({ status: 200, body: { Crmnumero: 'G-1' } }),
    });
    const onNavigate = vi.fn();
    renderApp(<RecoverUserView onNavigate={onNavigate} focusHeading={false} />);
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: 'Usuario encontrado' })).toBeInTheDocument();
    expect(screen.getByTestId('recovered-email')).toHaveTextContent('a***a@example.com');
    const recover = calls.find((c) => c.path === '/api/customer/recuperar/usuario/');
    expect(recover?.body).toEqual({ company: 'uv', name: 'Ana Paz', nro: '104523', dni: '30123456' });
    expect(recover?.headers.has('X-Captcha-Pass')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'solicitar asistencia' }));
    expect(
      await screen.findByText('Pronto nos vamos a comunicar con vos para brindarte asistencia.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/service/create/crm/')?.body).toEqual({
      crmcodigo: 'HOME_ASISTENCIA_REGI',
      crmobs: 'El cliente no puede acceder a su email',
      clientenro: 104523,
      company: 'uv',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onNavigate).toHaveBeenCalledWith('signIn');
  });

  it('retries a failed assistance request with the same Idempotency-Key', async () => {
    let crmAnswers = 0;
    const calls = mockFetch({
      ...CAPTCHA_OFF,
      'POST /api/customer/recuperar/usuario/': () => ({ status: 200, body: { email: 'a***a@example.com' } }),
      'POST /api/service/create/crm/': () =>
        (crmAnswers += 1) === 1
          ? { status: 503, body: { message: 'x', code: 'SERVICE_UNAVAILABLE' } }
          : { status: 200, body: { Crmnumero: 'G-1' } },
    });
    renderApp(<RecoverUserView onNavigate={vi.fn()} focusHeading={false} />);
    await fillAndSend();
    const ask = await screen.findByRole('button', { name: 'solicitar asistencia' });
    await userEvent.click(ask);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error inesperado.');
    await userEvent.click(ask);
    expect(
      await screen.findByText('Pronto nos vamos a comunicar con vos para brindarte asistencia.'),
    ).toBeInTheDocument();
    const keys = calls
      .filter((c) => c.path === '/api/service/create/crm/')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('earns one pass per call: recover-user for the search, assistance for the CRM request', async () => {
    const calls = mockFetch({
      ...altchaHandlers((n) => `pase-${n}`),
      'POST /api/customer/recuperar/usuario/': () => ({ status: 200, body: { email: 'a***a@example.com' } }),
      'POST /api/service/create/crm/': () => ({ status: 200, body: { Crmnumero: 'G-1' } }),
    });
    renderApp(<RecoverUserView onNavigate={vi.fn()} focusHeading={false} />);
    await fillAndSend();
    await userEvent.click(await screen.findByRole('button', { name: 'solicitar asistencia' }));
    await screen.findByText('Pronto nos vamos a comunicar con vos para brindarte asistencia.');

    const actions = calls
      .filter((c) => c.path === '/api/isHuman/recaptcha_request/')
      .map((c) => (c.body as { action: string }).action);
    expect(actions).toEqual(['recover-user', 'assistance']);
    const pass = (path: string) => calls.find((c) => c.path === path)?.headers.get('X-Captcha-Pass');
    expect(pass('/api/customer/recuperar/usuario/')).toBe('pase-1');
    expect(pass('/api/service/create/crm/')).toBe('pase-2');
  });

  it('contactanos closes the login and opens main modal 3', async () => {
    mockFetch({
      ...CAPTCHA_OFF,
      'POST /api/customer/recuperar/usuario/': () => ({ status: 200, body: { email: 'a***a@example.com' } }),
    });
    renderApp(<RecoverUserView onNavigate={vi.fn()} focusHeading={false} />);
    await fillAndSend();
    await userEvent.click(await screen.findByRole('button', { name: 'contactanos' }));
    expect(await screen.findByRole('dialog', { name: 'modal:main-3' })).toBeInTheDocument();
  });

  it('not found (2): the spec texts, and Volver returns to the form with the data kept', async () => {
    mockFetch({
      ...CAPTCHA_OFF,
      'POST /api/customer/recuperar/usuario/': () => ({
        status: 404,
        body: { message: 'Usuario no encontrado.', code: 'USER_NOT_FOUND' },
      }),
    });
    renderApp(<RecoverUserView onNavigate={vi.fn()} focusHeading={false} />);
    await fillAndSend();
    expect(
      await screen.findByText('Los valores ingresados no corresponden con ningún usuario registrado.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Por favor, intentá de nuevo o ponete en contacto con el servicio de atención al cliente.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByLabelText('Nombre y apellido')).toHaveValue('Ana Paz');
  });

  it("a failure to ask at all alerts 'Ocurrió un error inesperado.'", async () => {
    mockFetch({
      ...CAPTCHA_OFF,
      'POST /api/customer/recuperar/usuario/': () => ({ status: 500, body: { message: 'x', code: 'X' } }),
    });
    renderApp(<RecoverUserView onNavigate={vi.fn()} focusHeading={false} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error inesperado.');
  });

  it("a captcha that cannot run alerts 'reCAPTCHA no está listo.'", async () => {
    mockFetch({
      'GET /api/isHuman/challenge/': () => ({ status: 200, body: { provider: 'recaptcha', siteKey: 'k' } }),
    });
    renderApp(<RecoverUserView onNavigate={vi.fn()} focusHeading={false} />);
    await fillAndSend();
    // No Google script on the page: the spec's "not ready" text.
    expect(await screen.findByRole('alert')).toHaveTextContent('reCAPTCHA no está listo.');
  });
});
