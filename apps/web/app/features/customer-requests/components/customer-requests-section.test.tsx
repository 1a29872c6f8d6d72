import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import { CustomerRequestsSection } from './customer-requests-section';

const PATH = '/api/customer/1001/gestiones/';
const older = {
  number: 'G-2026-000001',
  createdAt: '2026-10-02T15:00:00.000Z',
  type: 10,
  typeLabel: 'Cambio de plan',
  summary: 'Pediste cambiar Internet 100 Megas por Internet 300 Megas.',
  status: 'received',
  statusLabel: 'Recibido',
  dueDate: '2026-10-16',
  overdue: false,
  attachments: [] as { slot: string; label: string; name: string; sizeBytes: number }[],
};

// The modal loads on demand; its first import takes a while in happy-dom.
const LAZY = { timeout: 5000 };

const renderSection = () => renderInAccount(<CustomerRequestsSection />);

/** 'Solicitar asistencia' opens the claim modal, which loads on demand. */
async function openClaim(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Solicitar asistencia' }));
  return screen.findByRole('dialog', { name: 'Solicitar asistencia' }, LAZY);
}

afterEach(forgetBrowser);

describe('CustomerRequestsSection', () => {
  it('lists requests with type, Spanish status, number and es-AR date', async () => {
    logIn();
    mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: { requests: [older] } }) });
    renderSection();
    const item = await screen.findByTestId('request-item');
    expect(within(item).getByRole('heading', { name: 'Cambio de plan' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Recibido');
    expect(item).toHaveTextContent('Gestión N° G-2026-000001 · 02/10/2026');
    expect(item).toHaveTextContent('Pediste cambiar Internet 100 Megas por Internet 300 Megas.');
  });

  it('lists the documents a request carries: label, file name and es-AR size', async () => {
    logIn();
    const holderChange = {
      ...older,
      number: 'G-2026-000002',
      type: 11,
      typeLabel: 'Cambio de titularidad',
      attachments: [
        { slot: 'dni_frente', label: 'DNI (frente)', name: 'dni-frente.pdf', sizeBytes: 240 * 1024 },
        { slot: 'dni_dorso', label: 'DNI (dorso)', name: 'dni-dorso.pdf', sizeBytes: 1536 * 1024 },
      ],
    };
    mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: { requests: [holderChange, older] } }) });
    renderSection();
    const documents = await screen.findByRole('list', { name: 'Documentos de la gestión G-2026-000002' });
    const rows = within(documents).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DNI (frente): dni-frente.pdf (240 KB)',
      'DNI (dorso): dni-dorso.pdf (1,5 MB)',
    ]);
    expect(screen.getAllByTestId('request-attachments')).toHaveLength(1);
  });

  it('shows the deadline of an open request and none once it is closed', async () => {
    logIn();
    const resolved = { ...older, number: 'G-2026-000003', status: 'resolved', statusLabel: 'Resuelto' };
    mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: { requests: [resolved, older] } }) });
    renderSection();
    const [closed, open] = await screen.findAllByTestId('request-item');
    expect(within(open!).getByTestId('request-due')).toHaveTextContent('Lo resolvemos antes del 16/10/2026');
    expect(within(closed!).getByTestId('request-status')).toHaveTextContent('Resuelto');
    expect(within(closed!).queryByTestId('request-due')).not.toBeInTheDocument();
    expect(
      within(closed!).getByRole('link', { name: 'Ver detalle de la gestión G-2026-000003' }),
    ).toBeVisible();
  });

  it('says in words that a request is late, instead of promising a date already gone', async () => {
    logIn();
    mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: { requests: [{ ...older, overdue: true }] } }),
    });
    renderSection();
    const item = await screen.findByTestId('request-item');
    expect(within(item).getByTestId('request-late')).toHaveTextContent(
      'Demorada: debíamos resolverla antes del 16/10/2026.',
    );
    expect(within(item).queryByTestId('request-due')).not.toBeInTheDocument();
  });

  it('sets apart a request that waits on the customer, with Responder', async () => {
    logIn();
    const waiting = {
      ...older,
      number: 'G-2026-000004',
      status: 'waiting_customer',
      statusLabel: 'Esperando tu respuesta',
    };
    mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: { requests: [waiting, older] } }) });
    renderSection();
    const [asked, other] = await screen.findAllByTestId('request-item');
    expect(within(asked!).getByTestId('request-status')).toHaveTextContent('Esperando tu respuesta');
    expect(within(asked!).getByTestId('request-waiting')).toHaveTextContent('Esperamos tu respuesta');
    expect(within(asked!).getByRole('link', { name: 'Responder la gestión G-2026-000004' })).toHaveAttribute(
      'href',
      '/?gestion=G-2026-000004',
    );
    expect(within(other!).queryByTestId('request-waiting')).not.toBeInTheDocument();
    expect(within(other!).queryByRole('link', { name: /Responder/ })).not.toBeInTheDocument();
  });

  it('says so when there are no requests', async () => {
    logIn();
    mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: { requests: [] } }) });
    renderSection();
    expect(await screen.findByTestId('requests-empty')).toHaveTextContent('Todavía no tenés gestiones');
  });

  it('files a claim with a key, shows its number and lists it right away', async () => {
    logIn();
    let requests = [older];
    const calls = mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: { requests } }),
      [`POST ${PATH}`]: (call) => {
        const claim = { ...older, number: 'G-2026-000009', type: 52, typeLabel: 'Reclamo' };
        requests = [{ ...claim, summary: (call.body as { reason: string }).reason }, ...requests];
        return { status: 201, body: { number: 'G-2026-000009' } };
      },
    });
    const user = userEvent.setup();
    renderSection();
    await screen.findByTestId('request-item');
    await user.click(screen.getByRole('button', { name: 'Solicitar asistencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar asistencia' }, LAZY);
    await user.selectOptions(within(dialog).getByLabelText('Motivo'), 'Sin servicio de Internet');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByTestId('claim-number')).toHaveTextContent('G-2026-000009');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ reason: 'Sin servicio de Internet', details: '' });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getAllByTestId('request-item')).toHaveLength(2));
    expect(screen.getAllByTestId('request-item')[0]).toHaveTextContent('Reclamo');
  });

  it("asks for details with 'Otro motivo' before sending anything", async () => {
    logIn();
    const calls = mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: { requests: [] } }) });
    const user = userEvent.setup();
    renderSection();
    const dialog = await openClaim(user);
    await user.selectOptions(within(dialog).getByLabelText('Motivo'), 'Otro motivo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Contanos qué pasa.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps the form open with the server message when the limit is reached', async () => {
    logIn();
    mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: { requests: [] } }),
      [`POST ${PATH}`]: () => ({
        status: 429,
        body: { message: 'Demasiados intentos. Esperá unos minutos.', code: 'RATE_LIMITED' },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    const dialog = await openClaim(user);
    await user.selectOptions(within(dialog).getByLabelText('Motivo'), 'Consulta sobre mi factura');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Demasiados intentos');
  });
});
