import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn } from '~/test/render-app';
import { OutageAlerts } from './outage-alerts';
import { OutageNotices } from './outage-notices';

const PATH = '/api/customer/1001/cortes/';
const incident = {
  id: 4,
  service: 'clicktv',
  localities: ['Ushuaia'],
  text: 'Trabajos en la red.',
  startsAt: '2026-11-28T10:00:00.000Z',
  estimatedEndAt: '2026-11-28T15:00:00.000Z',
};
const view = { locality: 'Ushuaia', items: [incident], subscribed: false, hasEmail: true };

afterEach(forgetBrowser);

describe('Mis servicios outage notices', () => {
  it('shows the incidents of the customer locality and turns the mail alerts on', async () => {
    logIn();
    const calls = mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: view }),
      [`PUT ${PATH}`]: () => ({ status: 200, body: { ...view, subscribed: true } }),
    });
    renderInAccount(
      <>
        <OutageNotices />
        <OutageAlerts />
      </>,
    );
    expect(await screen.findByTestId('outage-notices')).toHaveTextContent(
      'Corte de Click TV en Ushuaia. Trabajos en la red. Estimamos normalizarlo para el 28/11/2026, 12:00.',
    );
    const toggle = screen.getByRole('checkbox', { name: 'Avisame por mail cuando haya un corte en Ushuaia' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Te avisamos por mail de los cortes en Ushuaia.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ subscribed: true });
    expect(put?.headers.get('authorization')).toBe('Bearer token-de-prueba');
  });

  it('asks for an email instead of offering the alerts, and shows no notice without incidents', async () => {
    logIn();
    mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: { ...view, items: [], hasEmail: false } }) });
    renderInAccount(
      <>
        <OutageNotices />
        <OutageAlerts />
      </>,
    );
    expect(
      await screen.findByText('Agregá un email en tus datos de contacto para recibir estos avisos.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('outage-notices')).toBeNull();
  });
});
