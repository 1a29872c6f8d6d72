import { messages, parsePhoneList, type PhoneEntry } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PhonesEditor } from './phones-editor';

let changes: PhoneEntry[][] = [];
function Harness({ telefono }: { telefono: string }) {
  const [entries, setEntries] = useState(() => parsePhoneList(telefono));
  const change = (next: PhoneEntry[]) => {
    changes.push(next);
    setEntries(next);
  };
  return (
    <>
      <PhonesEditor entries={entries} onChange={change} />
      {/* What a form does after a save: the phones the server answered replace the edited ones. */}
      <button type="button" onClick={() => setEntries(parsePhoneList(telefono))}>
        Simular guardado
      </button>
    </>
  );
}
const latest = () => changes.at(-1) ?? [];
const rows = () => screen.getAllByTestId('phone-entry');

describe('PhonesEditor', () => {
  beforeEach(() => {
    changes = [];
  });

  it('shows each phone split into area code and number, and edits it after Modificar', async () => {
    const user = userEvent.setup();
    render(<Harness telefono="2901421234,2964551234" />);
    expect(rows()[0]).toHaveTextContent('(2901) 421234');
    expect(rows()[1]).toHaveTextContent('(2964) 551234');
    await user.click(within(rows()[0]!).getByRole('button', { name: /Modificar/ }));
    const number = within(rows()[0]!).getByLabelText('Número');
    await user.clear(number);
    await user.type(number, '0123');
    expect(within(rows()[0]!).getByText(messages.phoneNumberInvalid)).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '43-1299');
    expect(latest()[0]).toMatchObject({ prefix: '2901', number: '431299', modify: true });
    expect(within(rows()[0]!).queryByText(messages.phoneNumberInvalid)).toBeNull();
    expect(within(rows()[0]!).getByText('Ushuaia, Tierra del Fuego')).toBeInTheDocument();
  });

  it("marks a removed phone 'eliminado', restores it, and keeps the last one", async () => {
    const user = userEvent.setup();
    render(<Harness telefono="2901421234,2901551234" />);
    await user.click(within(rows()[1]!).getByRole('button', { name: /Eliminar/ }));
    expect(rows()[1]).toHaveTextContent(messages.phoneRemoved);
    expect(latest()[1]?.remove).toBe(true);
    await user.click(within(rows()[0]!).getByRole('button', { name: /Eliminar/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneLastOne);
    expect(latest()[0]?.remove).toBe(false);
    await user.click(within(rows()[1]!).getByRole('button', { name: /Restaurar/ }));
    expect(rows()[1]).not.toHaveTextContent(messages.phoneRemoved);
  });

  it('adds a phone with the default area code, and disables Agregar at two saying why', async () => {
    const user = userEvent.setup();
    render(<Harness telefono="2901421234" />);
    const add = screen.getByRole('button', { name: 'Agregar teléfono' });
    await user.click(add);
    expect(rows()).toHaveLength(2);
    expect(within(rows()[1]!).getByLabelText('Característica')).toHaveValue('2901');
    await user.type(within(rows()[1]!).getByLabelText('Número'), '151234');
    expect(within(rows()[1]!).getByText(messages.phoneNumberInvalid)).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(messages.phoneLimitReason);
    await user.click(within(rows()[1]!).getByRole('button', { name: /Eliminar/ }));
    expect(rows()).toHaveLength(1);
    expect(add).toBeEnabled();
    expect(screen.queryByText(messages.phoneLimitReason)).toBeNull();
  });

  it('drops a refusal once the phones it refused are replaced, as after a save', async () => {
    const user = userEvent.setup();
    render(<Harness telefono="2901421234,2901551234" />);
    await user.click(within(rows()[1]!).getByRole('button', { name: /Eliminar/ }));
    await user.click(within(rows()[0]!).getByRole('button', { name: /Eliminar/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneLastOne);
    await user.click(screen.getByRole('button', { name: 'Simular guardado' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
