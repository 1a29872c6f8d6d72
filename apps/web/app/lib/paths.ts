/** Where the account sends a customer: the current account step (spec §2 'Mi cuenta'). */
export const ACCOUNT_HOME = '/mi-cuenta/mis-servicios';

/** `/?login=1` opens the login modal: the account area sends visitors there. */
export const LOGIN_PARAM = 'login';
export const LOGIN_REDIRECT = `/?${LOGIN_PARAM}=1`;

const SITE_NAME = 'TV, Internet y Telefonía en Tierra del Fuego';

export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}
