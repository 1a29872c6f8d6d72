import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { ChannelGridsPage } from './channel-grids-page';

const entry = (id: number, number: number, name: string, logoUrl: string | null = null) => ({
  id,
  channelId: id + 100,
  channelVersion: 1,
  name,
  logoUrl,
  groupTitle: 'Aire y noticias',
  number,
  startsOn: '2000-01-01',
  endsOn: null,
});
const grids = {
  today: '2026-11-28',
  items: [
    {
      id: 1,
      title: 'Grilla de canales de TV',
      intro: '',
      version: 4,
      updatedAt: '2026-11-28T00:00:00.000Z',
      entries: [entry(1, 3, 'TV Pública', '/api/media/abc.png'), entry(2, 4, 'Telefe')],
    },
  ],
};
const SHORT = 'El cambio rige en 10 días: la Res. 733/2017 pide avisarlo con 60 días de anticipación';

function desk() {
  return mockFetch({
    'GET /api/admin/grillas/': () => ({ status: 200, body: grids }),
    'POST /api/admin/grillas/1/cambios/': (call) =>
      (call.body as { confirmShortNotice?: boolean }).confirmShortNotice
        ? { status: 200, body: grids.items[0] }
        : { status: 409, body: { code: 'LINEUP_SHORT_NOTICE', message: `${SHORT} (servidor).` } },
  });
}

afterEach(forgetDesk);

describe('ChannelGridsPage', () => {
  it('shows an agent the line-up with its logos and nothing to change', async () => {
    signInStaff('agente');
    desk();
    renderInDesk(<ChannelGridsPage />);
    const table = await screen.findByRole('table', { name: /Grilla de canales de TV/ });
    expect(within(table).getByRole('img', { name: 'TV Pública' })).toHaveAttribute(
      'src',
      '/api/media/abc.png',
    );
    expect(within(table).getByText('Sin logo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mover/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar un canal' })).toBeNull();
  });

  it('warns an admin under 60 days and sends the confirmation only once it is ticked', async () => {
    signInStaff('admin');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<ChannelGridsPage />);
    await user.click(await screen.findByRole('button', { name: 'Mover Telefe' }));
    const dialog = screen.getByRole('dialog', { name: 'Mover Telefe' });
    const number = within(dialog).getByRole('textbox', { name: 'Número' });
    await user.clear(number);
    await user.type(number, '12');
    await user.type(within(dialog).getByLabelText('Rige desde'), '2026-12-08');
    expect(within(dialog).getByText(new RegExp(SHORT.replace(/[.()/]/g, '\\$&')))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(`${SHORT} (servidor).`)).toBeInTheDocument();
    expect(calls.at(-1)!.body).toMatchObject({
      kind: 'move',
      entryId: 2,
      number: 12,
      confirmShortNotice: false,
    });

    await user.click(within(dialog).getByRole('checkbox', { name: /Confirmo el cambio/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.at(-2)!.body).toMatchObject({
      version: 4,
      effectiveOn: '2026-12-08',
      confirmShortNotice: true,
    });
  });
});
