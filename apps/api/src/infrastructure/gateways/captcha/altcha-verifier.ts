// ALTCHA proof of work, self-hosted: the server hands out an HMAC-signed challenge, the browser burns some CPU
// to solve it, and the server checks the solution without any third party. A solved challenge is spent on
// first use (remembered in the database until it expires), so one solution cannot be replayed.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaVerifier } from './captcha-verifier.js';

/** Remembers spent challenges; `spend` returns false when the id was already spent. */
export interface SpentStore {
  spend(id: string, expiresAt: Date): Promise<boolean>;
}

export interface AltchaOptions {
  secret: string;
  spent: SpentStore;
  /** PBKDF2 iterations per attempt and the range of the secret counter: together they set the work. */
  cost?: number;
  maxCounter?: number;
  ttlSeconds?: number;
}

const ALGORITHM = 'PBKDF2/SHA-256';

interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(token: string): AltchaPayload | null {
  if (!token || token.length > 8192) return null;
  try {
    const text = token.trim().startsWith('{') ? token : Buffer.from(token, 'base64').toString('utf8');
    const value = JSON.parse(text) as Partial<AltchaPayload>;
    if (!value?.challenge?.parameters || typeof value.challenge.signature !== 'string') return null;
    if (!value.solution || typeof value.solution.counter !== 'number') return null;
    return value as AltchaPayload;
  } catch {
    return null;
  }
}

export class AltchaVerifier implements CaptchaVerifier {
  readonly provider = 'altcha' as const;
  private readonly signatureSecret: string;
  private readonly keySecret: string;
  private readonly cost: number;
  private readonly maxCounter: number;
  private readonly ttlSeconds: number;

  constructor(private readonly options: AltchaOptions) {
    // Own keys derived from SESSION_SECRET: a leak of one purpose's key does not forge the others.
    const derive = (label: string) => createHmac('sha256', options.secret).update(label).digest('hex');
    this.signatureSecret = derive('altcha-signature');
    this.keySecret = derive('altcha-key');
    this.cost = options.cost ?? 1_000;
    this.maxCounter = options.maxCounter ?? 5_000;
    this.ttlSeconds = options.ttlSeconds ?? 600;
  }

  async challenge(): Promise<Record<string, unknown>> {
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: this.cost,
      counter: randomInt(Math.floor(this.maxCounter / 2), this.maxCounter),
      deriveKey,
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
    return challenge as unknown as Record<string, unknown>;
  }

  async verify(token: string): Promise<boolean> {
    const payload = parsePayload(token);
    if (!payload) return false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySecret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    const expiresAt = payload.challenge.parameters.expiresAt
      ? new Date(payload.challenge.parameters.expiresAt * 1000)
      : new Date(Date.now() + this.ttlSeconds * 1000);
    return this.options.spent.spend(`altcha:${payload.challenge.signature}`, expiresAt);
  }
}
