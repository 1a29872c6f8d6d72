/**
 * The staff session of this tab (ADR 0092): sessionStorage, so closing the tab ends it here and a second tab
 * signs in on its own; never shared with the customer's localStorage session. Safe to import on the server:
 * every access checks that sessionStorage exists.
 */
import type { StaffMember } from '@portal/domain';

const KEY = 'staff_session';
/** Fired on window whenever this tab changes the staff session. */
export const STAFF_SESSION_EVENT = 'portal:staff-session-change';
/** Where a 401 sends the member, and the notice it shows there. */
export const STAFF_SIGN_IN_PATH = '/gestion/ingresar';
export const STAFF_SESSION_ENDED_NOTICE = 'Tu sesión terminó. Ingresá de nuevo.';
const NOTICE_KEY = 'staff_notice';

export interface StoredStaffSession {
  token: string;
  staff: StaffMember;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Access can throw when storage is disabled by the browser's privacy settings.
    return null;
  }
}

// The parsed snapshot is kept until this tab changes it, so useSyncExternalStore gets a stable value.
let cached: { raw: string | null; value: StoredStaffSession | null } = { raw: null, value: null };

export function readStaffSession(): StoredStaffSession | null {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.value;
  let value: StoredStaffSession | null = null;
  try {
    value = raw ? (JSON.parse(raw) as StoredStaffSession) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(STAFF_SESSION_EVENT));
}

export function saveStaffSession(session: StoredStaffSession): void {
  storage()?.setItem(KEY, JSON.stringify({ token: session.token, staff: session.staff }));
  notify();
}

export function getStaffToken(): string | null {
  return readStaffSession()?.token ?? null;
}

/** Ends the session in this tab; with a notice, the sign-in page shows it once. */
export function clearStaffSession(notice?: string): void {
  const s = storage();
  s?.removeItem(KEY);
  if (notice) s?.setItem(NOTICE_KEY, notice);
  notify();
}

/** The notice left by the last ended session, read once. */
export function takeStaffNotice(): string | null {
  const s = storage();
  const notice = s?.getItem(NOTICE_KEY) ?? null;
  s?.removeItem(NOTICE_KEY);
  return notice;
}

export function subscribeStaffSession(listener: () => void): () => void {
  window.addEventListener(STAFF_SESSION_EVENT, listener);
  return () => window.removeEventListener(STAFF_SESSION_EVENT, listener);
}
