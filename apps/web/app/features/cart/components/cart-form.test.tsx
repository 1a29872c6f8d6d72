import { messages, type CartItem } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetBrowser } from '~/test/render-account';
import { logIn, renderApp } from '~/test/render-app';
import { DATA_CLIENT } from '~/test/data-client';
import { altchaHandlers, CAPTCHA_OFF, mockFetch } from '~/test/mock-fetch';
import type { RetryOutcome } from '~/lib/api/retry-outcome';
import type { ModalContentProps, ModalRegistry } from '~/ui/modal/modal-manager';
import CartForm from './cart-form';

vi.mock('~/lib/captcha/altcha-solver', () => ({ solveAltcha: vi.fn(async () => 'c29sdWNpb24=') }));

afterEach(forgetBrowser);

const MESSAGES = 'POST /api/mensajes/company-code/2/';
const items: CartItem[] = [
  {
    service: 'internet',
    title: 'Gpon',
    packet_name: 'GPON 100',
    amount: 22500,
    promotion: false,
    name: 'Plan',
  },
];

async function send() {
  const user = userEvent.setup();
  const message = await screen.findByLabelText('Mensaje');
  await waitFor(() => expect(screen.getByLabelText('Nombre y apellido')).toHaveValue('martina fernández'));
  await user.clear(screen.getByLabelText('Dirección'));
  await user.type(screen.getByLabelText('Dirección'), 'San Martín 100');
  await user.type(message, 'Quiero este plan.');
  await user.click(screen.getByRole('button', { name: /enviar/i }));
}

describe('CartForm', () => {
  it("sends a logged-in customer's cart with the token, so the API keeps the customer number", async () => {
    logIn();
    const calls = mockFetch({
      ...CAPTCHA_OFF,
      'GET /api/customer/1001/': () => ({ status: 200, body: DATA_CLIENT }),
      [MESSAGES]: () => ({ status: 201, body: { Crmnumero: 'C-1', id: 1 } }),
    });
    const onSent = vi.fn();
    renderApp(<CartForm items={items} onSent={onSent} onReview={() => {}} />);
    await send();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('C-1', items));
    const post = calls.find((c) => c.path.startsWith('/api/mensajes'))!;
    expect(post.headers.get('Authorization')).toBe('Bearer token-de-prueba');
    expect(post.body).toMatchObject({ type: 7, subscriber: 1, client_id: 1001 });
  });

  it('asks for a pass for the message action and sends no token for a visitor', async () => {
    const calls = mockFetch({
      ...altchaHandlers(() => 'pase-7'),
      [MESSAGES]: () => ({ status: 201, body: { Crmnumero: 'C-2', id: 2 } }),
    });
    const onSent = vi.fn();
    renderApp(<CartForm items={items} onSent={onSent} onReview={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre y apellido'), 'Ana Paz');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText(/Teléfono/), '2901431234');
    await user.type(screen.getByLabelText('DNI'), '30123456');
    await user.type(screen.getByLabelText('Dirección'), 'San Martín 100');
    await user.type(screen.getByLabelText('Mensaje'), 'Quiero este plan.');
    await user.click(screen.getByRole('button', { name: /enviar/i }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/isHuman/recaptcha_request/')?.body).toMatchObject({
      action: 'message',
    });
    const post = calls.find((c) => c.path.startsWith('/api/mensajes'))!;
    expect(post.headers.get('X-Captcha-Pass')).toBe('pase-7');
    expect(post.headers.has('Authorization')).toBe(false);
  });

  it('names a line the API no longer prices as sent and offers the way back to the list', async () => {
    logIn();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mockFetch({
      ...CAPTCHA_OFF,
      'GET /api/customer/1001/': () => ({ status: 200, body: DATA_CLIENT }),
      [MESSAGES]: () => ({
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Revisá los datos.',
          fields: { 'items.0.amount': messages.cartItemChanged },
        },
      }),
    });
    const onSent = vi.fn();
    const onReview = vi.fn();
    renderApp(<CartForm items={items} onSent={onSent} onReview={onReview} />);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cartItemChanged);
    await userEvent.click(screen.getByRole('button', { name: 'Revisar el carrito' }));
    expect(onReview).toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('opens modal 7 on a server failure, and its retry sends the same request once more', async () => {
    logIn();
    let attempts = 0;
    const calls = mockFetch({
      ...CAPTCHA_OFF,
      'GET /api/customer/1001/': () => ({ status: 200, body: DATA_CLIENT }),
      [MESSAGES]: () =>
        ++attempts === 1
          ? { status: 503, body: { code: 'UNAVAILABLE', message: 'x' } }
          : { status: 201, body: { Crmnumero: 'C-9', id: 9 } },
    });
    const retried = vi.fn();
    const registry: ModalRegistry = {
      'main-7': function RetryProbe({ data }: ModalContentProps) {
        const retry = data?.retry as () => Promise<RetryOutcome>;
        return (
          <div role="dialog" aria-label="modal:main-7">
            <p>{String(data?.alert)}</p>
            <button type="button" onClick={() => retry().then(retried)}>
              Volver a intentar
            </button>
          </div>
        );
      },
    };
    const onSent = vi.fn();
    renderApp(<CartForm items={items} onSent={onSent} onReview={() => {}} />, { registry });
    await send();
    const modal = await screen.findByRole('dialog', { name: 'modal:main-7' });
    expect(modal).toHaveTextContent(messages.errorOccurred);
    expect(onSent).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a intentar' }));
    await waitFor(() => expect(retried).toHaveBeenCalledWith({ ok: true }));
    expect(onSent).toHaveBeenCalledWith('C-9', items);
    const posts = calls.filter((c) => c.path.startsWith('/api/mensajes'));
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(posts[0]!.headers.get('Idempotency-Key'));
    expect(posts[1]!.body).toEqual(posts[0]!.body);
  });

  it('a captcha that does not pass is one alert on the form, never modal 7 as well', async () => {
    logIn();
    const calls = mockFetch({
      'GET /api/customer/1001/': () => ({ status: 200, body: DATA_CLIENT }),
      'GET /api/isHuman/challenge/': () => ({
        status: 200,
        body: { provider: 'altcha', challenge: { parameters: {}, signature: 's' } },
      }),
      'POST /api/isHuman/recaptcha_request/': () => ({
        status: 400,
        body: { code: 'CAPTCHA_FAILED', message: 'x' },
      }),
    });
    const opened = vi.fn();
    const registry: ModalRegistry = {
      'main-7': function Probe() {
        opened();
        return null;
      },
    };
    renderApp(<CartForm items={items} onSent={() => {}} onReview={() => {}} />, { registry });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.captchaFailed);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(opened).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path.startsWith('/api/mensajes'))).toBe(false);
  });

  it("says under the disabled Enviar which of the six fields are missing ('Completá: …')", async () => {
    mockFetch(CAPTCHA_OFF);
    renderApp(<CartForm items={items} onSent={() => {}} onReview={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre y apellido'), 'Ana Paz');
    await user.type(screen.getByLabelText('DNI'), '30123456');
    const button = screen.getByRole('button', { name: /enviar/i });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Completá: email, teléfono, dirección, mensaje');
  });
});
