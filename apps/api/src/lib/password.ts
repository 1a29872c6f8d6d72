// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): strong against GPU cracking while a
// login stays in the tens of milliseconds on a small server.
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}
