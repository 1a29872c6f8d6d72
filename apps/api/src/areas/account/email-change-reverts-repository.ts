// 'No fui yo' links of the email change notice (ADR 0084). A link is spent by one conditional UPDATE (unused,
// unexpired), so parallel clicks restore once; spending it voids the login's later links, so a thief who
// changed the address twice cannot take it back with the link mailed to their first address.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';
import { recordContactHistory } from './contact-history.js';

export interface NewRevert {
  tokenHash: string;
  expiresAt: Date;
}

export type RestoreOutcome =
  { status: 'restored'; loginId: number; email: string } | { status: 'invalid' } | { status: 'taken' };

/** Stores the link of a change, inside the transaction that makes the change. */
export async function insertRevert(
  trx: Transaction<Database>,
  loginId: number,
  oldEmail: string,
  newEmail: string,
  revert: NewRevert,
): Promise<void> {
  await trx
    .insertInto('email_change_reverts')
    .values({
      login_id: loginId,
      token_hash: revert.tokenHash,
      old_email: oldEmail,
      new_email: newEmail,
      expires_at: revert.expiresAt.toISOString(),
    })
    .execute();
}

class AddressTaken extends Error {}

export class EmailChangeRevertsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the link could still be spent: a cheap look before the caller hashes a password for it. */
  async isUsable(tokenHash: string, now: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('email_change_reverts')
      .select('id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Spends the link and, in the same transaction, gives the login its old address back with `passwordHash`
   * and a bumped token version (every session ends). 'taken' rolls everything back: another login holds the
   * old address now.
   */
  async restore(tokenHash: string, passwordHash: string, now: Date): Promise<RestoreOutcome> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        const link = await trx
          .updateTable('email_change_reverts')
          .set({ used_at: at })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .returning(['id', 'login_id', 'old_email'])
          .executeTakeFirst();
        if (!link) return { status: 'invalid' } as const;
        await trx
          .updateTable('email_change_reverts')
          .set({ used_at: at })
          .where('login_id', '=', link.login_id)
          .where('id', '>', link.id)
          .where('used_at', 'is', null)
          .execute();
        const holder = await trx
          .selectFrom('logins')
          .select('id')
          .where('email', '=', link.old_email)
          .executeTakeFirst();
        if (holder && holder.id !== link.login_id) throw new AddressTaken();
        const login = await trx
          .selectFrom('logins')
          .select('email')
          .where('id', '=', link.login_id)
          .executeTakeFirstOrThrow();
        const stamp = nowInstant();
        await trx
          .updateTable('logins')
          .set((eb) => ({
            email: link.old_email,
            password_hash: passwordHash,
            password_changed_at: stamp,
            updated_at: stamp,
            token_version: eb('token_version', '+', 1),
          }))
          .where('id', '=', link.login_id)
          .execute();
        const customers = await trx
          .selectFrom('login_customers')
          .select('customer_id')
          .where('login_id', '=', link.login_id)
          .execute();
        const ids = customers.map((c) => c.customer_id);
        if (ids.length > 0 && login.email !== link.old_email) {
          await trx
            .updateTable('customers')
            .set({ emailppl: link.old_email, updated_at: stamp })
            .where('id', 'in', ids)
            .where('emailppl', '=', login.email)
            .execute();
        }
        await recordContactHistory(
          trx,
          ids,
          link.login_id,
          [{ field: 'login_email', old: login.email, next: link.old_email }],
          stamp,
        );
        return { status: 'restored', loginId: link.login_id, email: link.old_email } as const;
      });
    } catch (error) {
      if (error instanceof AddressTaken) return { status: 'taken' };
      throw error;
    }
  }
}
