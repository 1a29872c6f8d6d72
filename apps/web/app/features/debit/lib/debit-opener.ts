import { DEBIT_PARAM } from '~/lib/paths';

/**
 * Where focus returns when the link that opened modal 4 is gone (Dar de baja after the cancellation): another
 * link of the page that opens it (Adherir), so keyboard users are not dropped at the top of the page.
 */
export function debitOpener(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`a[href*="${DEBIT_PARAM.name}="]`);
}
