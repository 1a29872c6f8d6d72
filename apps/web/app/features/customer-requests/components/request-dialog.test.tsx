import type { CustomerRequestDetail } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockCall } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import { notify } from '~/ui/toast/toast';
import { CustomerRequestsSection } from './customer-requests-section';

vi.mock(import('~/ui/toast/toast'), async (original) => ({ ...(await original()), notify: vi.fn() }));

const LIST = '/api/customer/1001/gestiones/';
const DETAIL = `${LIST}G-2026-000007/`;
const ANSWER = `${DETAIL}respuestas/`;
// The dialog loads on demand; its first import takes a while in happy-dom.
const LAZY = { timeout: 5000 };

const item = {
  number: 'G-2026-000007',
  createdAt: '2026-11-20T13:00:00.000Z',
  type: 52,
  typeLabel: 'Reclamo',
  summary: 'Sin servicio de Internet',
  status: 'in_progress',
  statusLabel: 'En curso',
  dueDate: '2026-11-25',
  overdue: false,
  attachments: [],
};

const detail: CustomerRequestDetail = {
  number: 'G-2026-000007',
  createdAt: '2026-11-20T13:00:00.000Z',
  type: 52,
  typeLabel: 'Reclamo',
  summary: 'Sin servicio de Internet',
  status: 'in_progress',
  statusLabel: 'En curso',
  requestClass: 'falla',
  classLabel: 'Falla',
  dueDate: '2026-11-25',
  overdue: false,
  lateNotice: null,
  history: [
    { status: 'received', statusLabel: 'Recibido', at: '2026-11-20T13:00:00.000Z' },
    { status: 'in_progress', statusLabel: 'En curso', at: '2026-11-21T12:30:00.000Z' },
  ],
  thread: [
    {
      kind: 'respuesta',
      at: '2026-11-21T12:30:00.000Z',
      text: '¿Las luces del módem están en rojo?',
      attachments: [],
    },
    {
      kind: 'cliente',
      at: '2026-11-21T14:00:00.000Z',
      text: 'Sí, la luz LOS está roja.',
      attachments: [{ slot: 'respuesta_1', label: 'Documento 1', name: 'modem.pdf', sizeBytes: 2048 }],
    },
  ],
  attachments: [{ slot: 'dni_frente', label: 'DNI (frente)', name: 'dni.pdf', sizeBytes: 240 * 1024 }],
  canAnswer: false,
};

const waiting: CustomerRequestDetail = {
  ...detail,
  status: 'waiting_customer',
  statusLabel: 'Esperando tu respuesta',
  history: [
    ...detail.history,
    { status: 'waiting_customer', statusLabel: 'Esperando tu respuesta', at: '2026-11-22T12:00:00.000Z' },
  ],
  canAnswer: true,
};

afterEach(() => {
  forgetBrowser();
  vi.mocked(notify).mockClear();
});

function renderOpen() {
  return renderInAccount(<CustomerRequestsSection />, {
    path: '/mi-cuenta/mis-gestiones?gestion=G-2026-000007',
  });
}

const posts = (calls: MockCall[]) => calls.filter((call) => call.method === 'POST');

describe('RequestDialog', () => {
  it('opens from the list and shows the status, class, deadline, history, messages and documents', async () => {
    logIn();
    mockFetch({
      [`GET ${LIST}`]: () => ({ status: 200, body: { requests: [item] } }),
      [`GET ${DETAIL}`]: () => ({ status: 200, body: detail }),
    });
    const user = userEvent.setup();
    renderInAccount(<CustomerRequestsSection />, { path: '/mi-cuenta/mis-gestiones' });
    const open = await screen.findByRole('link', { name: 'Ver detalle de la gestión G-2026-000007' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Gestión G-2026-000007' }, LAZY);
    expect(screen.getByTestId('location')).toHaveTextContent('?gestion=G-2026-000007');
    expect(await within(dialog).findByTestId('request-detail-status')).toHaveTextContent('En curso');
    const facts = within(dialog).getByTestId('request-facts');
    expect(facts).toHaveTextContent('ClaseFalla');
    expect(within(dialog).getByTestId('request-due')).toHaveTextContent('Lo resolvemos antes del 25/11/2026');
    expect(within(dialog).queryByTestId('request-late')).not.toBeInTheDocument();
    const history = within(within(dialog).getByTestId('request-history')).getAllByRole('listitem');
    expect(history.map((step) => step.textContent)).toEqual([
      'Recibido 20/11/2026, 10:00',
      'En curso 21/11/2026, 09:30',
    ]);
    const messages = within(dialog).getAllByTestId('request-message');
    expect(messages[0]).toHaveTextContent('Respuesta de la empresa 21/11/2026, 09:30');
    expect(messages[0]).toHaveTextContent('¿Las luces del módem están en rojo?');
    expect(messages[1]).toHaveTextContent('Tu respuesta 21/11/2026, 11:00');
    expect(messages[1]).toHaveTextContent('Documento 1: modem.pdf (2 KB)');
    expect(within(dialog).getByTestId('request-detail-attachments')).toHaveTextContent(
      'DNI (frente): dni.pdf',
    );
    expect(within(dialog).queryByTestId('request-answer')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).not.toHaveTextContent('gestion=');
    expect(open).toHaveFocus();
  });

  it('says a late request is late in words, with the notice the API wrote', async () => {
    logIn();
    const late = {
      ...detail,
      overdue: true,
      lateNotice: 'Se venció el plazo el 25/11/2026. Por ser un reclamo, podés pedir una compensación.',
    };
    mockFetch({
      [`GET ${LIST}`]: () => ({ status: 200, body: { requests: [item] } }),
      [`GET ${DETAIL}`]: () => ({ status: 200, body: late }),
    });
    renderOpen();
    const dialog = await screen.findByRole('dialog', { name: 'Gestión G-2026-000007' }, LAZY);
    const notice = await within(dialog).findByTestId('request-late');
    expect(notice).toHaveTextContent('Gestión demorada');
    expect(notice).toHaveTextContent('podés pedir una compensación');
    expect(within(dialog).getByTestId('request-due')).toHaveTextContent('Venció el 25/11/2026');
  });

  it('hides the deadline of a closed request', async () => {
    logIn();
    const resolved = { ...detail, status: 'resolved', statusLabel: 'Resuelto' } as const;
    mockFetch({
      [`GET ${LIST}`]: () => ({ status: 200, body: { requests: [item] } }),
      [`GET ${DETAIL}`]: () => ({ status: 200, body: resolved }),
    });
    renderOpen();
    const dialog = await screen.findByRole('dialog', { name: 'Gestión G-2026-000007' }, LAZY);
    expect(await within(dialog).findByTestId('request-detail-status')).toHaveTextContent('Resuelto');
    expect(within(dialog).queryByTestId('request-due')).not.toBeInTheDocument();
  });

  it('tells the customer when the request cannot be read', async () => {
    logIn();
    mockFetch({ [`GET ${LIST}`]: () => ({ status: 200, body: { requests: [] } }) });
    renderOpen();
    const dialog = await screen.findByRole('dialog', { name: 'Gestión G-2026-000007' }, LAZY);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No encontrado');
  });
});

describe('AnswerForm', () => {
  async function openWaiting(handlers: Parameters<typeof mockFetch>[0] = {}) {
    logIn();
    const calls = mockFetch({
      [`GET ${LIST}`]: () => ({ status: 200, body: { requests: [item] } }),
      [`GET ${DETAIL}`]: () => ({ status: 200, body: waiting }),
      ...handlers,
    });
    // The input's accept would hide a wrong file from the picker; the test hands one over as a person could.
    const user = userEvent.setup({ applyAccept: false });
    renderOpen();
    const form = await screen.findByRole('form', { name: 'Tu respuesta' }, LAZY);
    return { calls, user, form };
  }

  const pdf = (name = 'factura.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

  it('shows the waiting notice and asks for the text before sending anything', async () => {
    const { calls, user, form } = await openWaiting();
    expect(screen.getByTestId('request-waiting')).toHaveTextContent('Esperamos tu respuesta');
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(form).findByText('Escribí tu respuesta.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Respuesta')).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses a file that is not a PDF or a photo when it is picked', async () => {
    const { user, form } = await openWaiting();
    const input = within(form).getByLabelText(/Documento 1/);
    await user.upload(input, new File(['x'], 'planilla.xlsx', { type: 'application/vnd.ms-excel' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Solo se admiten archivos PDF, JPG o PNG.',
    );
    expect(within(form).queryByTestId('file-respuesta_1')).not.toBeInTheDocument();
  });

  it('sends the text and the documents with a key, then shows En curso and a toast', async () => {
    let answered = false;
    const { calls, user, form } = await openWaiting({
      [`GET ${DETAIL}`]: () => ({ status: 200, body: answered ? detail : waiting }),
      [`POST ${ANSWER}`]: () => {
        answered = true;
        return { status: 201, body: detail };
      },
    });
    await user.type(within(form).getByLabelText('Respuesta'), 'Adjunto la factura.');
    await user.upload(within(form).getByLabelText(/Documento 1/), pdf());
    expect(within(form).getByTestId('file-respuesta_1')).toHaveTextContent('factura.pdf');
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));

    await waitFor(() => expect(screen.getByTestId('request-detail-status')).toHaveTextContent('En curso'));
    expect(screen.queryByTestId('request-answer')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('request-detail-status')).toHaveFocus());
    expect(notify).toHaveBeenCalledWith('Recibimos tu respuesta. Tu gestión sigue en curso.');
    const [post] = posts(calls);
    const body = post!.body as FormData;
    expect(body.get('texto')).toBe('Adjunto la factura.');
    expect((body.getAll('files') as File[]).map((file) => file.name)).toEqual(['factura.pdf']);
    expect(post!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The list is read again, so its item shows the new status too.
    await waitFor(() => expect(calls.filter((call) => call.path === LIST)).toHaveLength(2));
  });

  it('keeps the text and the files after a refusal and retries with the same key', async () => {
    let tries = 0;
    const { calls, user, form } = await openWaiting({
      [`POST ${ANSWER}`]: () => {
        tries += 1;
        return tries === 1
          ? { status: 503, body: { message: 'internal', code: 'UNAVAILABLE' } }
          : { status: 409, body: { message: 'Esta gestión ya no espera tu respuesta.', code: 'CONFLICT' } };
      },
    });
    await user.type(within(form).getByLabelText('Respuesta'), 'Ya reinicié el módem.');
    await user.upload(within(form).getByLabelText(/Documento 2/), pdf('foto.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Ocurrió un error');
    expect(within(form).getByLabelText('Respuesta')).toHaveValue('Ya reinicié el módem.');
    expect(within(form).getByTestId('file-respuesta_2')).toHaveTextContent('foto.pdf');

    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(form).findByText('Esta gestión ya no espera tu respuesta.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Respuesta')).toHaveValue('Ya reinicié el módem.');
    const [first, second] = posts(calls);
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the server message about the documents under them', async () => {
    const { user, form } = await openWaiting({
      [`POST ${ANSWER}`]: () => ({
        status: 400,
        body: {
          message: 'Revisá los datos.',
          code: 'VALIDATION_ERROR',
          fields: { files: 'El archivo debe ser un PDF válido.' },
        },
      }),
    });
    await user.type(within(form).getByLabelText('Respuesta'), 'Va el PDF.');
    await user.upload(within(form).getByLabelText(/Documento 1/), pdf('roto.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    const group = within(form).getByRole('group', { name: /Documentos/ });
    expect(await within(group).findByRole('alert')).toHaveTextContent('El archivo debe ser un PDF válido.');
    expect(within(form).getByTestId('file-respuesta_1')).toHaveTextContent('roto.pdf');
  });
});
