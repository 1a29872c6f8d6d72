// RFC 6238 codes through otplib (ADR 0092): 6 digits, 30-second steps, SHA-1 (what every authenticator app
// reads), one step of drift either way. A verified code answers its time step, so the caller can refuse a step
// already used.
import { createGuardrails, generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@portal/domain';
import { randomInt } from 'node:crypto';

export const TOTP_PERIOD_SECONDS = 30;
// otplib asks for 16-byte secrets by default; the demo secret of the issue (JBSWY3DPEHPK3PXP) has 10, which
// RFC 4226 still allows as its minimum (128 bits is only recommended). New secrets have 20 bytes.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The time step of a valid code (now, or one step before or after); null for a wrong code. */
export function verifyTotp(secret: string, code: string): number | null {
  try {
    const result = verifySync({ secret, token: code, epochTolerance: TOTP_PERIOD_SECONDS, guardrails });
    // The union also covers HOTP results, which have no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** '4 letters, space, …': easier to read aloud and type than 32 letters in a row. */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface TotpEnrolment {
  otpauthUri: string;
  qrSvgDataUrl: string;
  manualKey: string;
}

export async function totpEnrolment(secret: string, issuer: string, email: string): Promise<TotpEnrolment> {
  const otpauthUri = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    otpauthUri,
    qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    manualKey: groupKey(secret),
  };
}

// No 0/O, 1/I/L: a code copied by hand from paper must not be misread.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    const raw = code();
    codes.add(`${raw.slice(0, 4)}-${raw.slice(4)}`);
  }
  return [...codes];
}
