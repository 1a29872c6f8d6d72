// The staff secrets at rest (ADR 0092): TOTP secrets sealed with AES-256-GCM under a key derived from
// SESSION_SECRET (a database dump alone cannot mint codes), and recovery codes kept only as an HMAC-SHA256 under
// another derived key (8 random characters are too few for a plain hash, and argon2 over 10 codes per try would
// cost the server more than the attacker).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 't1';

export class StaffSecrets {
  readonly #sealKey: Buffer;
  readonly #codeKey: Buffer;

  constructor(sessionSecret: string) {
    const derive = (purpose: string) => createHmac('sha256', sessionSecret).update(purpose).digest();
    this.#sealKey = derive('portal-staff:totp-secret');
    this.#codeKey = derive('portal-staff:recovery-code');
  }

  sealTotpSecret(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#sealKey, iv);
    cipher.setAAD(Buffer.from(VERSION));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join('.');
  }

  /** Throws when the value is malformed, tampered with or sealed under another SESSION_SECRET. */
  openTotpSecret(sealed: string): string {
    const [version, iv, tag, body, ...rest] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) {
      throw new Error('not a sealed TOTP secret');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.#sealKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** The stored form of a recovery code, with or without its dash and in any case. */
  hashRecoveryCode(code: string): string {
    const normalised = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return createHmac('sha256', this.#codeKey).update(normalised).digest('base64url');
  }
}
