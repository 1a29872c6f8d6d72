import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { renderApp } from '~/test/render-app';
import ChannelGridModal from './channel-grid-modal';

const grid = {
  id: 1,
  title: 'Grilla de canales de TV',
  intro: 'Canales del servicio de TV por cable.',
  groups: [
    {
      title: 'Aire y noticias',
      channels: [
        { number: 3, name: 'TV Pública', logoUrl: '/api/media/abc.svg' },
        { number: 4, name: 'Telefe', logoUrl: null },
      ],
    },
  ],
};

describe('ChannelGridModal', () => {
  it('reads the grid when it opens and shows each logo named after its channel, lazily', async () => {
    const calls = mockFetch({ 'GET /api/grillas/1/': () => ({ status: 200, body: grid }) });
    renderApp(<ChannelGridModal type={1} onClose={() => undefined} />);
    const list = await screen.findByRole('region', { name: 'Lista de canales' });
    const logo = within(list).getByRole('img', { name: 'TV Pública' });
    expect(logo).toHaveAttribute('src', '/api/media/abc.svg');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('width', '48');
    expect(within(list).getByText('Telefe')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Grilla de canales de TV' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says when the grid cannot be read and tries again on request', async () => {
    let fail = true;
    mockFetch({
      'GET /api/grillas/3/': () =>
        fail
          ? { status: 503, body: { message: 'x', code: 'SERVICE_UNAVAILABLE' } }
          : { status: 200, body: { ...grid, id: 3 } },
    });
    renderApp(<ChannelGridModal type={3} onClose={() => undefined} />);
    expect(await screen.findByText('No pudimos cargar la grilla de canales.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Probar de nuevo' }));
    expect(await screen.findByRole('img', { name: 'TV Pública' })).toBeInTheDocument();
  });
});
