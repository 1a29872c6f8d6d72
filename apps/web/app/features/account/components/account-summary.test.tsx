import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_EVENT } from '~/lib/api/api-client';
import { DATA_CLIENT } from '~/test/data-client';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn, logInAs } from '~/test/render-app';
import { AccountSummary } from './account-summary';

// As under the /mi-cuenta layout, which provides the query client.
const renderSummary = () => renderInAccount(<AccountSummary />);

afterEach(forgetBrowser);

const pendingText = 'Primero tenés que completar la verificación de tu cuenta.';
const firstEntryPending = () => ({
  status: 403,
  body: { message: pendingText, code: 'FIRST_ENTRY_PENDING' },
});

describe('AccountSummary', () => {
  it("greets the customer with the dataClient's name and number", async () => {
    logIn();
    mockFetch({ 'GET /api/customer/1001/': () => ({ status: 200, body: DATA_CLIENT }) });
    renderSummary();
    expect(
      await screen.findByText(`Hola, ${DATA_CLIENT.nombre} ${DATA_CLIENT.apellido}`),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('first-entry-pending')).toBeNull();
  });

  it('explains a pending first-entry verification instead of asking for the data', async () => {
    logInAs({ email: 'nuevo@example.com', nombre: 'Nico', firstEntry: 1 });
    const calls = mockFetch({ 'GET /api/customer/1001/': firstEntryPending });
    renderSummary();
    expect(await screen.findByTestId('first-entry-pending')).toHaveTextContent(pendingText);
    expect(screen.getByText('Hola, Nico')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('explains it too when the API refuses a stored flag that is out of date', async () => {
    logIn();
    mockFetch({ 'GET /api/customer/1001/': firstEntryPending });
    renderSummary();
    expect(await screen.findByTestId('first-entry-pending')).toHaveTextContent(pendingText);
  });

  it('tells the session-expired modal once, without retrying a refused call', async () => {
    logIn();
    const listener = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    const calls = mockFetch({
      'GET /api/customer/1001/': () => ({ status: 401, body: { message: 'x', code: 'SESSION_EXPIRED' } }),
    });
    renderSummary();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
  });
});
