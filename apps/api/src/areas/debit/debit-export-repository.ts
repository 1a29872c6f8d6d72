// The automatic-debit registrations in force, as the card processor and the bank receive them: one row per
// active registration of that kind of payment method, with its customer number, method and bank names.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export type DebitMethodKind = 'card' | 'cbu';

export interface ActiveDebitRow {
  id: number;
  cliente: number;
  medCobroId: number;
  medCobroNombre: string;
  bancoId: number | null;
  bancoNombre: string | null;
  holderName: string;
  holderId: string;
  /** Sealed by lib/debit-sealer; opened only by the export. */
  sealedNumber: string | null;
  sealingKeyId: string | null;
  /** 'YYYY-MM' for cards. */
  cardExpiry: string | null;
  /** ISO instant. */
  createdAt: string;
}

export class DebitExportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async active(kind: DebitMethodKind): Promise<ActiveDebitRow[]> {
    const rows = await this.db
      .selectFrom('debit_registrations as r')
      .innerJoin('customers as c', 'c.id', 'r.customer_id')
      .innerJoin('payment_methods as m', 'm.medcobroid', 'r.med_cobro_id')
      .leftJoin('banks as b', 'b.bancoid', 'r.banco_id')
      .select([
        'r.id',
        'c.cliente',
        'r.med_cobro_id',
        'm.medcobronombre',
        'r.banco_id',
        'b.banconombre',
        'r.holder_name',
        'r.holder_id',
        'r.sealed_number',
        'r.sealing_key_id',
        'r.card_expiry',
        'r.created_at',
      ])
      .where('r.status', '=', 'active')
      .where('m.kind', '=', kind)
      .orderBy('c.cliente')
      .orderBy('r.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      cliente: r.cliente,
      medCobroId: r.med_cobro_id,
      medCobroNombre: r.medcobronombre,
      bancoId: r.banco_id,
      bancoNombre: r.banconombre,
      holderName: r.holder_name,
      holderId: r.holder_id,
      sealedNumber: r.sealed_number,
      sealingKeyId: r.sealing_key_id,
      cardExpiry: r.card_expiry,
      createdAt: r.created_at,
    }));
  }
}
