import { messages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getToken } from '~/lib/session/session';
import { mockFetch } from '~/test/mock-fetch';
import { forgetBrowser } from '~/test/render-account';
import { logInAs, renderApp } from '~/test/render-app';
import { EmailRestore } from './email-restore';

const TOKEN = 'a'.repeat(43);
const RESTORE = 'POST /api/customer/email/no-fui-yo/';

describe("EmailRestore ('No fui yo' page)", () => {
  afterEach(forgetBrowser);

  it('changes nothing until the button, then says what happened and forgets this browser’s session', async () => {
    logInAs({ email: 'x@example.com', nombre: 'X', token: 't' });
    const calls = mockFetch({ [RESTORE]: () => ({ status: 200, body: { email: 'c*****e@example.com' } }) });
    renderApp(<EmailRestore token={TOKEN} />);
    const button = await screen.findByRole('button', { name: 'Recuperar mi email' });
    expect(calls).toHaveLength(0);
    await userEvent.click(button);
    const heading = await screen.findByRole('heading', { name: 'Recuperaste tu email de acceso' });
    const done = heading.closest('[role="status"]');
    expect(done).toHaveTextContent('c*****e@example.com');
    expect(screen.getByRole('link', { name: 'Ir al ingreso' })).toHaveAttribute('href', '/?login=1');
    expect(calls.map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(getToken(2)).toBeNull();
  });

  it("shows the server's refusal of a used link", async () => {
    const used = 'Este enlace venció o ya se usó.';
    mockFetch({ [RESTORE]: () => ({ status: 400, body: { message: used, code: 'LINK_EXPIRED' } }) });
    renderApp(<EmailRestore token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Recuperar mi email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
  });

  it('refuses a missing token at once', async () => {
    renderApp(<EmailRestore token={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.linkInvalid);
    expect(screen.queryByRole('button', { name: 'Recuperar mi email' })).toBeNull();
  });
});
