import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderModal } from '../testing/render-modal';

describe('confirmation modals', () => {
  it('main modal 2 without info says only that advisers will call within 3 working days', async () => {
    renderModal('main-2');
    const dialog = await screen.findByRole('dialog', { name: 'Formulario enviado' });
    expect(dialog).toHaveTextContent(
      'Un asesor se va a comunicar con vos dentro de los próximos 3 días hábiles.',
    );
    expect(within(dialog).queryByTestId('form-sent-info')).toBeNull();
  });

  it('main modal 7 without an alert shows the server error text and the other channels, above the forms', async () => {
    renderModal('main-7');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Error en el servidor, intentá más tarde');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Volver a intentar' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: /Llamanos/ })).toHaveAttribute('href', 'tel:08003331234');
    expect(dialog.closest('[data-modal-level]')).toHaveAttribute('data-modal-level', '3');
  });
});
