import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';
import { modalZIndex, type ModalLevel } from './modal-level';

function Harness({ level = 0 as ModalLevel }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button">Fuera</button>
      {open ? (
        <Modal title="Quiero que me contacten" onClose={() => setOpen(false)} level={level}>
          <label>
            Nombre <input />
          </label>
          <button type="button">Enviar</button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Quiero que me contacten' })).toBeInTheDocument();
  });

  it('returns focus to `returnFocus` when the action removed the opener', async () => {
    function Removing() {
      const [state, setState] = useState<'closed' | 'open' | 'done'>('closed');
      return (
        <>
          {state === 'done' ? null : (
            <button type="button" onClick={() => setState('open')}>
              Dar de baja
            </button>
          )}
          <button type="button">Adherir</button>
          {state === 'open' ? (
            <Modal
              title="Baja"
              onClose={() => setState('closed')}
              returnFocus={() => screen.getByRole('button', { name: 'Adherir' })}
            >
              <button type="button" onClick={() => setState('done')}>
                Confirmar
              </button>
            </Modal>
          ) : null}
        </>
      );
    }
    render(<Removing />);
    await userEvent.click(screen.getByRole('button', { name: 'Dar de baja' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Adherir' })).toHaveFocus();
  });

  it('traps focus inside and returns it to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside in document order, both ways', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveFocus();
    const names = ['Cerrar', 'Nombre', 'Enviar', 'Cerrar'];
    for (const name of names) {
      await user.tab();
      expect(document.activeElement).toBe(
        within(dialog).getByRole(name === 'Nombre' ? 'textbox' : 'button', name === 'Nombre' ? {} : { name }),
      );
    }
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Enviar' }));
  });

  it('makes the page behind inert while open, and gives it back on close', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog');
    expect(container).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container).not.toHaveAttribute('inert');
  });

  it('closes on a click on the backdrop only when dismissable', async () => {
    const user = userEvent.setup();
    let closes = 0;
    const { rerender } = render(
      <Modal title="Aviso" onClose={() => (closes += 1)} isDismissable={false}>
        <p>Texto</p>
      </Modal>,
    );
    const overlay = document.querySelector('[data-modal-level]') as HTMLElement;
    await user.click(overlay);
    await user.click(screen.getByText('Texto'));
    expect(closes).toBe(0);
    rerender(
      <Modal title="Aviso" onClose={() => (closes += 1)}>
        <p>Texto</p>
      </Modal>,
    );
    await user.click(screen.getByText('Texto'));
    expect(closes).toBe(0);
    await user.click(document.querySelector('[data-modal-level]') as HTMLElement);
    expect(closes).toBe(1);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('blocks page scroll while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.documentElement.style.overflow).not.toBe('hidden'));
  });

  it('maps the level to the z-index 500..1100', async () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((l) => modalZIndex(l as ModalLevel))).toEqual([
      500, 600, 700, 800, 900, 1000, 1100,
    ]);
    render(<Harness level={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-modal-level]') as HTMLElement;
    expect(overlay).toHaveAttribute('data-modal-level', '3');
    expect(overlay.style.zIndex).toBe('800');
  });
});
