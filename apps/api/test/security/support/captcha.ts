// Captcha and account steps against the real server: solve its ALTCHA challenge with altcha-lib's solver (the
// production work factor, about a second of CPU), trade it for a pass, sign in and read the dev mailbox.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { postJson, type RealServer } from './real-server.js';

export async function solvedAltchaToken(server: RealServer): Promise<string> {
  const { challenge } = (await (await server.fetch('/api/isHuman/challenge/')).json()) as {
    challenge: Challenge;
  };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A captcha pass earned for one action (message, password-reset, recover-user, registration, assistance). */
export async function captchaPass(server: RealServer, action: string): Promise<string> {
  const token = await solvedAltchaToken(server);
  const res = await postJson(server, '/api/isHuman/recaptcha_request/', { token, company: '2', action });
  if (res.status !== 200) throw new Error(`captcha failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { pass: string }).pass;
}

export async function login(
  server: RealServer,
  username: string,
  password = 'Demo1234',
): Promise<{ token: string; client: Array<{ cliente: number }> }> {
  const res = await postJson(server, '/api/customer/login/', { username, password, company: 'uv' });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; client: Array<{ cliente: number }> };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function mailbox(server: RealServer): Promise<Mail[]> {
  return (await (await server.fetch('/dev/mailbox.json')).json()) as Mail[];
}
