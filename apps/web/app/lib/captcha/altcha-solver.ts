// Loaded with import() only when a protected form is sent, so altcha-lib never reaches the home route.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** A solved challenge as the API reads it: base64 of `{challenge, solution}`. */
export async function solveAltcha(challenge: Challenge, signal?: AbortSignal): Promise<string | null> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) return null;
  const json = JSON.stringify({ challenge, solution });
  // btoa only takes Latin-1; the payload is ASCII (hex, numbers, algorithm names), but be safe.
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
