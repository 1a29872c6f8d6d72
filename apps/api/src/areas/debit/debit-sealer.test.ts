import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DebitSealer, debitKeyId } from './debit-sealer.js';

const card = '4509953566233704';

describe('DebitSealer', () => {
  it('seals without the number in clear and opens it again', () => {
    const sealer = new DebitSealer(randomBytes(32));
    const { sealed, keyId } = sealer.seal('card', card);
    expect(sealed).not.toContain(card);
    expect(Buffer.from(sealed.split('.')[4] ?? '', 'base64url').toString('latin1')).not.toContain(card);
    expect(keyId).toBe(sealer.currentKeyId);
    expect(sealer.open('card', sealed)).toBe(card);
  });

  it('uses a fresh IV each time', () => {
    const sealer = new DebitSealer(randomBytes(32));
    expect(sealer.seal('card', card).sealed).not.toBe(sealer.seal('card', card).sealed);
  });

  it('refuses a tampered value, another kind and an unknown key', () => {
    const sealer = new DebitSealer(randomBytes(32));
    const { sealed } = sealer.seal('card', card);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => sealer.open('card', parts.join('.'))).toThrow();
    expect(() => sealer.open('cbu', sealed)).toThrow();
    expect(() => new DebitSealer(randomBytes(32)).open('card', sealed)).toThrow(/no key/);
  });

  it('opens what a previous key sealed and reseals it under the current one', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const { sealed } = new DebitSealer(oldKey).seal('cbu', '2850590940090418135201');
    const rotated = new DebitSealer(newKey, [oldKey]);
    expect(rotated.open('cbu', sealed)).toBe('2850590940090418135201');
    const resealed = rotated.reseal('cbu', sealed);
    expect(resealed?.keyId).toBe(debitKeyId(newKey));
    expect(rotated.reseal('cbu', resealed?.sealed ?? '')).toBeNull();
    expect(new DebitSealer(newKey).open('cbu', resealed?.sealed ?? '')).toBe('2850590940090418135201');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => new DebitSealer(randomBytes(16))).toThrow();
  });
});
