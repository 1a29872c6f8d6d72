// Writes of a customer's contact data (issue #11): phones, birth date, second email and the login email, each
// change with its history row in the same transaction. Phone changes first take the customer row's write lock
// (a no-op UPDATE, which locks the row on PostgreSQL and the database on SQLite), so two parallel inserts
// cannot both see one phone and end with three.
import type { Kysely, Transaction } from 'kysely';
import { MAX_PHONES, messages, apiMessages } from '@portal/domain';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';
import { AppError } from '../../lib/app-error.js';
import { recordContactHistory, type HistoryEntry } from './contact-history.js';
import { insertRevert, type NewRevert } from './email-change-reverts-repository.js';

/** `next` null removes the phone whose stored value is `old`. */
export interface PhoneReplacement {
  old: string;
  next: string | null;
}

export interface ContactChanges {
  replacements: PhoneReplacement[];
  insert?: string;
  fechaNac?: string;
  /** null clears it. */
  email2?: string | null;
}

export class ContactDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async apply(customerId: number, loginId: number, changes: ContactChanges): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = nowInstant();
      await trx.updateTable('customers').set({ updated_at: now }).where('id', '=', customerId).execute();
      const customer = await trx
        .selectFrom('customers')
        .select(['fecha_nac', 'email2'])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      const history: HistoryEntry[] = [];
      await this.applyPhones(trx, customerId, changes, history);

      const update: { fecha_nac?: string; email2?: string | null } = {};
      if (changes.fechaNac !== undefined && changes.fechaNac !== customer.fecha_nac) {
        update.fecha_nac = changes.fechaNac;
        history.push({ field: 'fecha_nac', old: customer.fecha_nac, next: changes.fechaNac });
      }
      if (changes.email2 !== undefined && changes.email2 !== customer.email2) {
        update.email2 = changes.email2;
        history.push({ field: 'email2', old: customer.email2, next: changes.email2 });
      }
      if (Object.keys(update).length > 0) {
        await trx.updateTable('customers').set(update).where('id', '=', customerId).execute();
      }
      await recordContactHistory(trx, [customerId], loginId, history, now);
    });
  }

  private async applyPhones(
    trx: Transaction<Database>,
    customerId: number,
    changes: ContactChanges,
    history: HistoryEntry[],
  ): Promise<void> {
    if (changes.replacements.length === 0 && changes.insert === undefined) return;
    const phones = await trx
      .selectFrom('customer_phones')
      .select(['id', 'phone', 'position'])
      .where('customer_id', '=', customerId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const current = new Map(phones.map((p) => [p.id, p.phone]));
    for (const { old, next } of changes.replacements) {
      // Match by the value the editor showed: a phone changed elsewhere meanwhile is a conflict, not a guess.
      const row = phones.find((p) => p.phone === old && current.get(p.id) === old);
      if (!row) throw new AppError('CONFLICT', { message: apiMessages.phoneChangedMeanwhile });
      if (next === null) current.delete(row.id);
      else current.set(row.id, next);
    }
    if (changes.insert !== undefined) {
      if (current.size >= MAX_PHONES) {
        throw new AppError('PHONE_LIMIT', { fields: { phone: messages.phoneLimit } });
      }
      current.set(0, changes.insert);
    }
    if (current.size === 0) {
      throw new AppError('VALIDATION_ERROR', { fields: { phone: messages.phoneLastOne } });
    }
    if (current.size > MAX_PHONES) {
      throw new AppError('PHONE_LIMIT', { fields: { phone: messages.phoneLimit } });
    }
    const values = [...current.values()];
    if (new Set(values).size !== values.length) {
      throw new AppError('VALIDATION_ERROR', { fields: { phone: apiMessages.phoneDuplicate } });
    }

    for (const row of phones) {
      const next = current.get(row.id);
      if (next === row.phone) continue;
      if (next === undefined) {
        await trx.deleteFrom('customer_phones').where('id', '=', row.id).execute();
      } else {
        await trx.updateTable('customer_phones').set({ phone: next }).where('id', '=', row.id).execute();
      }
      history.push({ field: 'phone', old: row.phone, next: next ?? null });
    }
    if (changes.insert !== undefined) {
      const position = Math.max(0, ...phones.map((p) => p.position)) + 1;
      await trx
        .insertInto('customer_phones')
        .values({ customer_id: customerId, phone: changes.insert, position })
        .execute();
      history.push({ field: 'phone', old: null, next: changes.insert });
    }
  }

  /**
   * Moves a login to a new email, with the main email of its customer records that still showed the old one.
   * Returns false when another login holds the new email (checked inside the transaction; the unique index
   * decides a race). The 'No fui yo' link of the change is stored with it (ADR 0084); `within` runs in the same
   * transaction (a member's change writes its audit entry there).
   */
  async changeLoginEmail(
    loginId: number,
    oldEmail: string,
    newEmail: string,
    revert: NewRevert,
    within?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('logins')
          .select('id')
          .where('email', '=', newEmail)
          .executeTakeFirst();
        if (taken) return false;
        const now = nowInstant();
        await trx
          .updateTable('logins')
          .set({ email: newEmail, updated_at: now })
          .where('id', '=', loginId)
          .execute();
        const customers = await trx
          .selectFrom('login_customers')
          .select('customer_id')
          .where('login_id', '=', loginId)
          .execute();
        const ids = customers.map((c) => c.customer_id);
        if (ids.length > 0) {
          await trx
            .updateTable('customers')
            .set({ emailppl: newEmail, updated_at: now })
            .where('id', 'in', ids)
            .where('emailppl', '=', oldEmail)
            .execute();
        }
        await recordContactHistory(
          trx,
          ids,
          loginId,
          [{ field: 'login_email', old: oldEmail, next: newEmail }],
          now,
        );
        await insertRevert(trx, loginId, oldEmail, newEmail, revert);
        await within?.(trx);
        return true;
      });
    } catch (error) {
      // A parallel change took the address between our check and our update: the unique index refused it.
      const holder = await this.db
        .selectFrom('logins')
        .select('id')
        .where('email', '=', newEmail)
        .executeTakeFirst();
      if (holder && holder.id !== loginId) return false;
      throw error;
    }
  }
}
