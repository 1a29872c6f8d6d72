import { hasTelephony, type RootData } from './config/company-config';

/** Where the account sends a customer: the current account step (spec §2 'Mi cuenta'). */
export const ACCOUNT_HOME = '/mi-cuenta/mis-servicios';
/** Mis facturas: the invoice list, its PDFs, the statement and payment (issue #13). */
export const ACCOUNT_INVOICES = '/mi-cuenta/mis-facturas';
/**
 * The search param that opens account modal 5 (payment of the open invoices) on Mis facturas; features/payments
 * mounts the modal on it, as features/contact-data does with ?editar=datos.
 */
export const PAY_INVOICES_PARAM = { name: 'pagar', value: 'facturas' } as const;
/**
 * The search param that opens account modal 4 (automatic debit): `?debito=adherir` registers or changes it,
 * `?debito=baja` cancels it; features/debit mounts the wizard on it, the account home only links there.
 */
export const DEBIT_PARAM = { name: 'debito', register: 'adherir', cancel: 'baja' } as const;

/**
 * The search param that opens one request of Mis gestiones (`?gestion=G-2026-000123`): its history, replies and
 * the customer's answer; features/customer-requests mounts the dialog on it.
 */
export const REQUEST_DETAIL_PARAM = 'gestion';

export function requestDetailSearch(requestNumber: string): string {
  return `?${REQUEST_DETAIL_PARAM}=${encodeURIComponent(requestNumber)}`;
}

/** `/?login=1` opens the login modal: the account area sends visitors there. */
export const LOGIN_PARAM = 'login';
export const LOGIN_REDIRECT = `/?${LOGIN_PARAM}=1`;

/** The `matches` of a meta function: the root match carries the company code. */
export type MetaMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** Whether the company of this request sells telephony, for meta functions (they have no hooks). */
export function metaHasTelephony(matches: MetaMatches): boolean {
  const root = matches.find((match) => match?.id === 'root')?.data as Partial<RootData> | undefined;
  return hasTelephony(root?.publicConfig?.companyCode ?? 2);
}

/** Site name for titles; company 20 sells no telephony, so its titles do not name it either. */
export function siteName(matches: MetaMatches): string {
  return metaHasTelephony(matches)
    ? 'TV, Internet y Telefonía en Tierra del Fuego'
    : 'TV e Internet en Tierra del Fuego';
}

export function pageTitle(title: string, matches: MetaMatches): string {
  return `${title} | ${siteName(matches)}`;
}
