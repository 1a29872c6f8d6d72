// Signed, short-lived tokens (JWT, HS256 through jose) for the things the API hands out: customer
// sessions, staff sessions and sign-in challenges, password reset tokens and captcha passes. Each purpose signs with its own key derived from
// SESSION_SECRET and carries its purpose as the audience, so a token of one kind never passes as another
// (a 10-minute captcha pass is not a session). See docs/decisions/0030-session-tokens.md.
import { createHmac, randomUUID, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** 'staff-challenge': the 5-minute step between a staff member's password and second factor (ADR 0092). */
export type TokenPurpose = 'session' | 'staff' | 'staff-challenge' | 'reset' | 'captcha';

const ISSUER = 'portal-api';

export interface SignedToken {
  token: string;
  /** The token's unique id (jti), for single-use checks. */
  id: string;
  expiresAt: Date;
}

export interface VerifiedToken {
  claims: JWTPayload & Record<string, unknown>;
  id: string;
  expiresAt: Date;
}

export class TokenSigner {
  private readonly keys: Record<TokenPurpose, Promise<webcrypto.CryptoKey>>;

  constructor(secret: string) {
    // Imported once: given raw bytes, jose imports the key again on every call (about 40 µs each).
    const derive = (purpose: TokenPurpose) =>
      webcrypto.subtle.importKey(
        'raw',
        createHmac('sha256', secret).update(`portal-token:${purpose}`).digest(),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
      );
    this.keys = {
      session: derive('session'),
      staff: derive('staff'),
      'staff-challenge': derive('staff-challenge'),
      reset: derive('reset'),
      captcha: derive('captcha'),
    };
  }

  async sign(
    purpose: TokenPurpose,
    claims: Record<string, unknown>,
    ttlSeconds: number,
    subject?: string,
  ): Promise<SignedToken> {
    const id = randomUUID();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const expiresAt = new Date((nowSeconds + ttlSeconds) * 1000);
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(purpose)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ttlSeconds)
      .setJti(id);
    if (subject !== undefined) jwt = jwt.setSubject(subject);
    return { token: await jwt.sign(await this.keys[purpose]), id, expiresAt };
  }

  /** The claims of a valid token of that purpose, or null when it is malformed, tampered or expired. */
  async verify(purpose: TokenPurpose, token: string): Promise<VerifiedToken | null> {
    if (!token || token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify(token, await this.keys[purpose], {
        issuer: ISSUER,
        audience: purpose,
        algorithms: ['HS256'],
        // jose reads the current time per call, so fake clocks in tests apply.
        currentDate: new Date(),
      });
      if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      return {
        claims: payload as VerifiedToken['claims'],
        id: payload.jti,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch {
      return null;
    }
  }
}
