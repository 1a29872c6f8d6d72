import { render, screen, waitFor } from '@testing-library/react';
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
