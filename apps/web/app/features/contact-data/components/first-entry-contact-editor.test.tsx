import { messages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { renderInAccount } from '~/test/render-account';
import { FirstEntryContactEditor, type PendingContactChanges } from './first-entry-contact-editor';

const UPDATE = 'PUT /api/customer/actualizar/1001/';

function renderEditor() {
  const pending = createRef<PendingContactChanges>();
  renderInAccount(
    <FirstEntryContactEditor
      clientenro={1001}
      phones={['2901445566']}
      askBirthDate
      onSaved={vi.fn()}
      pendingRef={pending}
    />,
  );
  return pending;
}

describe('FirstEntryContactEditor: what the wizard saves on Continuar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves a filled birth date nobody saved yet', async () => {
    const calls = mockFetch({
      [UPDATE]: () => ({
        status: 200,
        body: { cliente: 1001, telefono: '2901445566', fecha_nac: '1992-07-15' },
      }),
    });
    const pending = renderEditor();
    await userEvent.click(await screen.findByRole('tab', { name: 'Fecha de nacimiento' }));
    await userEvent.type(screen.getByLabelText('Fecha de nacimiento', { selector: 'input' }), '1992-07-15');
    expect(await pending.current!.save()).toBe(true);
    expect(calls.map((c) => c.body)).toEqual([{ birthday: '1992-07-15' }]);
    expect(await screen.findByText(messages.contactDataSaved)).toBeInTheDocument();
  });

  it('has nothing to save when nothing changed, and refuses an invalid date', async () => {
    const calls = mockFetch({});
    const pending = renderEditor();
    const tab = await screen.findByRole('tab', { name: 'Fecha de nacimiento' });
    expect(await pending.current!.save()).toBe(true);
    await userEvent.click(tab);
    await userEvent.type(screen.getByLabelText('Fecha de nacimiento', { selector: 'input' }), '2020-01-01');
    expect(await pending.current!.save()).toBe(false);
    expect(await screen.findByText(messages.validationFailed)).toHaveAttribute('role', 'alert');
    expect(calls).toHaveLength(0);
  });
});
