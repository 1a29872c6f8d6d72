import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens Trámites, the named section and its form; answers the form's dialog. */
export async function openForm(user: UserEvent, section: string, title: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Abrir Trámites' }));
  const dialog = await screen.findByRole('dialog', { name: 'Trámites' });
  await user.click(within(dialog).getByRole('button', { name: section }));
  await user.click(within(dialog).getByRole('button', { name: 'Completar el formulario' }));
  return screen.findByRole('dialog', { name: title });
}
