import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser, renderInAccount } from '~/test/render-account';
import { logIn, logInAs } from '~/test/render-app';
import { LISTS, LISTS_PATH } from '../testing/debit-fixtures';
import { DebitModals } from './debit-modals';

const renderAt = (path: string) => renderInAccount(<DebitModals />, { path });

afterEach(forgetBrowser);

describe('DebitModals', () => {
  it('opens the wizard on ?debito=adherir and drops only that param on close', async () => {
    logIn();
    mockFetch({ [LISTS_PATH]: () => ({ status: 200, body: LISTS }) });
    renderAt('/mi-cuenta/mis-servicios?vista=1&debito=adherir');
    await screen.findByRole('dialog', { name: 'Débito automático' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/mi-cuenta/mis-servicios?vista=1');
  });

  it('opens nothing for another value of the param', async () => {
    logIn();
    const calls = mockFetch({});
    renderAt('/mi-cuenta/mis-servicios?debito=otra-cosa');
    await screen.findByTestId('location');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('stays closed while the first-entry verification is pending, and calls nothing', async () => {
    logInAs({ firstEntry: 2 });
    const calls = mockFetch({});
    renderAt('/mi-cuenta/mis-servicios?debito=baja');
    await screen.findByTestId('location');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
