/**
 * Customer session in localStorage. Every key is prefixed by the company id (spec §4), so the two
 * companies served by one browser never mix sessions. Safe to import on the server: every access
 * checks that localStorage exists.
 */

export type CompanyId = number;

export const SESSION_FIELDS = [
  'client',
  'list',
  'auth',
  'token',
  'firstEntry',
  'coupons',
  'cart',
  // Account modal 1 was shown in this session (it opens once per session).
  'contactNotice',
] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];

/** Fired on window whenever this tab changes the stored session (storage events only cover other tabs). */
export const SESSION_CHANGE_EVENT = 'portal:session-change';

export interface ClientSession {
  clientenro: number | string;
  email: string;
  nombre: string;
}

export interface StoredSession {
  auth: boolean;
  client: ClientSession | null;
  list: unknown[];
  token: string | null;
  firstEntry: number | null;
  /** Number of coupons available to the customer; written by the coupons feature. */
  coupons: number;
}

export const VISITOR_SESSION: StoredSession = Object.freeze({
  auth: false,
  client: null,
  list: [],
  token: null,
  firstEntry: null,
  coupons: 0,
}) as StoredSession;

export function sessionKey(company: CompanyId, field: SessionField): string {
  return `${company}_${field}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access can throw when storage is disabled by the browser's privacy settings.
    return null;
  }
}

export function readItem(company: CompanyId, field: SessionField): string | null {
  return storage()?.getItem(sessionKey(company, field)) ?? null;
}

export function readJson<T>(company: CompanyId, field: SessionField, fallback: T): T {
  const raw = readItem(company, field);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

// Bumped by every change this tab makes and by other tabs' storage events: between two bumps the stored
// session cannot change, so snapshots are served from memory instead of re-reading localStorage per render.
let storageVersion = 0;
let watchingOtherTabs = false;

/** The current storage version; the first call starts listening to other tabs. */
function sessionVersion(): number {
  if (!watchingOtherTabs && typeof window !== 'undefined') {
    watchingOtherTabs = true;
    window.addEventListener('storage', () => {
      storageVersion++;
    });
  }
  return storageVersion;
}

function notify(): void {
  storageVersion++;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function writeJson(company: CompanyId, field: SessionField, value: unknown): void {
  storage()?.setItem(sessionKey(company, field), JSON.stringify(value));
  notify();
}

export interface LoginResult {
  client: ClientSession;
  list: unknown[];
  token: string;
  firstEntry: number;
}

export function saveLogin(company: CompanyId, login: LoginResult): void {
  const s = storage();
  if (!s) return;
  s.setItem(sessionKey(company, 'client'), JSON.stringify(login.client));
  s.setItem(sessionKey(company, 'list'), JSON.stringify(login.list));
  s.setItem(sessionKey(company, 'auth'), 'true');
  s.setItem(sessionKey(company, 'token'), login.token);
  s.setItem(sessionKey(company, 'firstEntry'), String(login.firstEntry));
  // The previous login's count must not show until the coupons feature reads this one's.
  s.removeItem(sessionKey(company, 'coupons'));
  notify();
}

/** Logout keeps the cart: a visitor may still send it as a request. */
export function clearSession(company: CompanyId): void {
  const s = storage();
  if (!s) return;
  for (const field of SESSION_FIELDS) {
    if (field !== 'cart') s.removeItem(sessionKey(company, field));
  }
  notify();
}

/** A password change answers a fresh token: the old one ended with every other session (ADR 0036). */
export function replaceToken(company: CompanyId, token: string): void {
  storage()?.setItem(sessionKey(company, 'token'), token);
  notify();
}

export function getToken(company: CompanyId): string | null {
  return readItem(company, 'token');
}

/**
 * A reader of a value derived from some stored fields that returns the same object while nothing changed, as
 * useSyncExternalStore requires: it re-reads storage only after a change, and derives again only when the
 * stored text of those fields differs.
 */
export function storedSnapshot<T>(
  fields: readonly SessionField[],
  derive: (company: CompanyId) => T,
): (company: CompanyId) => T {
  const cache = new Map<CompanyId, { version: number; raw: string; value: T }>();
  return (company) => {
    const version = sessionVersion();
    const hit = cache.get(company);
    if (hit?.version === version) return hit.value;
    const raw = fields.map((f) => readItem(company, f) ?? '').join('\u0000');
    if (hit && hit.raw === raw) {
      hit.version = version;
      return hit.value;
    }
    const value = derive(company);
    cache.set(company, { version, raw, value });
    return value;
  };
}

/** The stored session of a company; a visitor unless both the auth flag and a token are stored. */
export const readSession = storedSnapshot(SESSION_FIELDS, (company): StoredSession => {
  const auth = readItem(company, 'auth') === 'true' && readItem(company, 'token') !== null;
  if (!auth) return VISITOR_SESSION;
  return {
    auth,
    client: readJson<ClientSession | null>(company, 'client', null),
    list: readJson<unknown[]>(company, 'list', []),
    token: readItem(company, 'token'),
    firstEntry: Number(readItem(company, 'firstEntry') ?? 0),
    coupons: Number(readItem(company, 'coupons') ?? 0) || 0,
  };
});

export function subscribeSession(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
  };
}
