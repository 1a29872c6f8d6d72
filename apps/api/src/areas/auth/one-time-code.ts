// Six-digit one-time codes: drawn from the CSPRNG, stored only as an HMAC keyed by a secret derived from
// SESSION_SECRET and bound to purpose and subject, so a database leak does not reveal codes (a plain hash of
// a 6-digit number would fall to a million guesses) and a code for one email never matches another's.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@portal/domain';

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export class CodeHasher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('portal-one-time-code').digest();
  }

  hash(purpose: string, subject: string, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${subject}\n${code}`).digest('hex');
  }

  matches(storedHash: string, purpose: string, subject: string, code: string): boolean {
    const expected = Buffer.from(this.hash(purpose, subject, code), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return stored.length === expected.length && timingSafeEqual(stored, expected);
  }
}
