// 'Cerrar sesión' (ADR 0036): the local session goes at once, then the API is asked to end the token on the
// server too, so a copied token dies with the session. Best effort: offline or with a dead token, the person
// is signed out of this browser all the same, and the token still dies at its expiry.
import type { ApiClient } from '../api/api-client';
import { clearSession, getToken, type CompanyId } from './session';

export async function logOut(api: ApiClient, company: CompanyId): Promise<void> {
  const token = getToken(company);
  clearSession(company);
  if (!token) return;
  try {
    const { endSession } = await import('./end-session');
    await endSession(api, token);
  } catch {
    // Nothing to tell the person: they are signed out here either way.
  }
}
