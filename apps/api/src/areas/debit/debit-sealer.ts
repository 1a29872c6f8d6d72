// Seals card numbers and CBUs with AES-256-GCM under DEBIT_ENCRYPTION_KEY (issue #14 §3). Each sealed value
// names its key by id (the first 8 bytes of the key's SHA-256, never the key), so after a rotation the old key
// still opens what it sealed until `npm run debit:reencrypt` has sealed it again under the new one.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'd1';
/** Binds a sealed value to its purpose: a sealed CBU cannot be passed off as a sealed card number. */
export type SealedKind = 'card' | 'cbu';

export function debitKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export interface Sealed {
  /** 'd1.<keyId>.<iv>.<tag>.<ciphertext>' (base64url parts). */
  sealed: string;
  keyId: string;
}

export class DebitSealer {
  readonly #current: { id: string; key: Buffer };
  readonly #keys: Map<string, Buffer>;

  constructor(currentKey: Buffer, previousKeys: readonly Buffer[] = []) {
    if (currentKey.length !== 32) throw new Error('DEBIT_ENCRYPTION_KEY must be 32 bytes');
    this.#current = { id: debitKeyId(currentKey), key: currentKey };
    this.#keys = new Map([[this.#current.id, currentKey]]);
    for (const key of previousKeys) {
      if (key.length !== 32) throw new Error('DEBIT_ENCRYPTION_KEY_PREVIOUS keys must be 32 bytes');
      if (!this.#keys.has(debitKeyId(key))) this.#keys.set(debitKeyId(key), key);
    }
  }

  get currentKeyId(): string {
    return this.#current.id;
  }

  seal(kind: SealedKind, plain: string): Sealed {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#current.key, iv);
    cipher.setAAD(Buffer.from(`${VERSION}:${kind}`));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'));
    return { sealed: [VERSION, this.#current.id, ...parts].join('.'), keyId: this.#current.id };
  }

  /** Throws when the value is malformed, tampered with, of another kind or sealed by a key it does not hold. */
  open(kind: SealedKind, sealed: string): string {
    const [version, keyId, iv, tag, body, ...rest] = sealed.split('.');
    if (version !== VERSION || !keyId || !iv || !tag || body === undefined || rest.length > 0) {
      throw new Error('not a sealed debit value');
    }
    const key = this.#keys.get(keyId);
    if (!key) throw new Error(`no key with id ${keyId} is configured`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${VERSION}:${kind}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** Seals again under the current key; null when it already is (what the re-encrypt command skips). */
  reseal(kind: SealedKind, sealed: string): Sealed | null {
    if (sealed.split('.')[1] === this.#current.id) return null;
    return this.seal(kind, this.open(kind, sealed));
  }
}
