// Bodies and calls of the automatic-debit suites: a card or CBU registration of debito@'s customer 104904
// (valid unless overridden), a cancellation, and the action call with its bearer token.
import { CBU_METHOD_ID, DEBIT_COMPANY_ID } from '@portal/domain';
import { debitCards, debitCbus } from './debit-cards.js';
import type { TestApp } from './test-app.js';

export const DEBIT_LOGIN = { email: 'debito@example.com', password: 'Demo1234', cliente: 104904 } as const;
/** Banco de Galicia y Buenos Aires and Banco Provincia de Tierra del Fuego. */
export const BANKS = { galicia: 7, tierraDelFuego: 268 } as const;

/** December two years from now: always in the future. */
export const futureExpiry = (): string => `12/${new Date().getUTCFullYear() + 2}`;

export function cardBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    empresaId: DEBIT_COMPANY_ID,
    clienteNro: DEBIT_LOGIN.cliente,
    actionsDebit: 0,
    medCobroId: 13,
    clienteDebNro: debitCards.argentineCredit,
    clienteDebVto: futureExpiry(),
    clienteDebCI: '31456789',
    clienteDebBanco: BANKS.galicia,
    clienteDebTitular: 'Carla Benítez',
    ...overrides,
  };
}

export function cbuBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    empresaId: DEBIT_COMPANY_ID,
    clienteNro: DEBIT_LOGIN.cliente,
    actionsDebit: 0,
    medCobroId: CBU_METHOD_ID,
    clienteCBU: debitCbus.tierraDelFuego,
    clienteDebCI: '31456789',
    clienteDebBanco: BANKS.tierraDelFuego,
    clienteDebTitular: 'Carla Benítez',
    ...overrides,
  };
}

export function cancelBody(clienteNro: number = DEBIT_LOGIN.cliente): Record<string, unknown> {
  return { empresaId: DEBIT_COMPANY_ID, clienteNro, actionsDebit: 1 };
}

export function debitAction(
  t: TestApp,
  token: string | null,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/customer/debito-automatico/acciones/',
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

export function binCheck(t: TestApp, token: string | null, bin: unknown, remoteAddress?: string) {
  return t.request({
    method: 'POST',
    url: '/api/customer/bin/checker/',
    payload: { bin },
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
