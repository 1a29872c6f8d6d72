// Sealed card numbers and CBUs by the key that sealed them, for the key rotation (npm run debit:reencrypt):
// every registration, whatever its status, so the old key can be dropped once none is left under it.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { DebitMethodKind } from './debit-export-repository.js';

export interface SealedDebitRow {
  id: number;
  kind: DebitMethodKind;
  sealedNumber: string;
  sealingKeyId: string | null;
}

export interface KeyCount {
  keyId: string | null;
  rows: number;
}

export class DebitSealingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Up to `limit` rows not sealed under `keyId`, in id order after `afterId` (keyset pagination). */
  async notUnderKey(keyId: string, afterId: number, limit: number): Promise<SealedDebitRow[]> {
    const rows = await this.db
      .selectFrom('debit_registrations as r')
      .innerJoin('payment_methods as m', 'm.medcobroid', 'r.med_cobro_id')
      .select(['r.id', 'm.kind', 'r.sealed_number', 'r.sealing_key_id'])
      .where('r.sealed_number', 'is not', null)
      .where((eb) => eb.or([eb('r.sealing_key_id', 'is', null), eb('r.sealing_key_id', '!=', keyId)]))
      .where('r.id', '>', afterId)
      .orderBy('r.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind === 'cbu' ? 'cbu' : 'card',
      sealedNumber: r.sealed_number ?? '',
      sealingKeyId: r.sealing_key_id,
    }));
  }

  /**
   * Replaces the sealed value only if it is still the one that was read: a row changed meanwhile keeps its new
   * value (and is picked up by the next run if it needs it). True when the row was updated.
   */
  async replaceSealed(id: number, previous: string, sealed: string, keyId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('debit_registrations')
      .set({ sealed_number: sealed, sealing_key_id: keyId })
      .where('id', '=', id)
      .where('sealed_number', '=', previous)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** How many sealed rows each key holds other than `keyId`. */
  async countNotUnderKey(keyId: string): Promise<KeyCount[]> {
    const rows = await this.db
      .selectFrom('debit_registrations')
      .select(['sealing_key_id', (eb) => eb.fn.countAll<number | string>().as('rows')])
      .where('sealed_number', 'is not', null)
      .where((eb) => eb.or([eb('sealing_key_id', 'is', null), eb('sealing_key_id', '!=', keyId)]))
      .groupBy('sealing_key_id')
      .orderBy('sealing_key_id')
      .execute();
    return rows.map((r) => ({ keyId: r.sealing_key_id, rows: Number(r.rows) }));
  }
}
