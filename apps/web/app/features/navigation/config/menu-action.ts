import { ACCOUNT_HOME } from '~/lib/paths';
import type { ModalId } from '~/ui/modal/modal-ids';

export type MenuAction = { type: 'navigate'; to: string } | { type: 'modal'; id: ModalId };

/**
 * What choosing a side-menu path does (spec §2 'Side menu'): /nosotros opens the contact modal (main
 * modal 3), /mi-cuenta paths need a session and open login otherwise, anything else navigates.
 */
export function menuAction(path: string, loggedIn: boolean): MenuAction {
  if (path === '/nosotros') return { type: 'modal', id: 'main-3' };
  if (path === '/mi-cuenta' || path.startsWith('/mi-cuenta/')) {
    if (!loggedIn) return { type: 'modal', id: 'login' };
    return { type: 'navigate', to: path === '/mi-cuenta' ? ACCOUNT_HOME : path };
  }
  return { type: 'navigate', to: path };
}
