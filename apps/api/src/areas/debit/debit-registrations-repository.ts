// Automatic-debit registrations (issue #14) and the consent given with each change. One registration per
// customer record is in force ('active'), held by the partial unique index of migration 0019: registering
// replaces the one in force and inserts the new one in one transaction, so parallel registrations end with
// exactly one active row, and cancelling is one conditional update, so parallel cancels cancel once.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

/** The registration in force as Mis servicios and the wizard show it: never the sealed number. */
export interface DebitInForceRow {
  id: number;
  /** card or cbu (the payment method's kind). */
  kind: string | null;
  method: string | null;
  bank: string | null;
  card_last4: string | null;
  /** 'YYYY-MM'. */
  card_expiry: string | null;
  cbu_last4: string | null;
  created_at: string;
}

export interface NewDebitRegistration {
  customerId: number;
  medCobroId: number;
  bancoId: number;
  /** Card only: BIN (6 digits), last four, brand, whether the BIN was in the table, expiry 'YYYY-MM'. */
  card: { bin: string; last4: string; brand: string | null; binStatus: string; expiry: string } | null;
  cbuLast4: string | null;
  sealedNumber: string;
  sealingKeyId: string;
  holderName: string;
  holderId: string;
}

export interface DebitConsent {
  text: string;
  ip: string;
  userAgent: string | null;
}

/** Runs inside the change's transaction (the mail, the idempotent answer): both commit or neither. */
export type OnDebitChange = (
  trx: Transaction<Database>,
  change: { registration: DebitInForceRow; replaced: DebitInForceRow | null },
) => Promise<void>;

/** Thrown inside a transaction to roll it back when another registration took the one active place. */
class LostRace extends Error {}

export class DebitRegistrationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findActive(customerId: number): Promise<DebitInForceRow | null> {
    return this.inForce(this.db, customerId);
  }

  /**
   * Marks the registration in force 'replaced' (if any), inserts the new one and its consent, then runs
   * `onChange`, in one transaction. Null when a parallel registration took the active place first: nothing
   * was written, and the caller may try again against the new state.
   */
  async register(
    registration: NewDebitRegistration,
    consent: DebitConsent,
    now: Date,
    onChange: OnDebitChange,
  ): Promise<DebitInForceRow | null> {
    const at = now.toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const replaced = await this.inForce(trx, registration.customerId);
        if (replaced) {
          const updated = await trx
            .updateTable('debit_registrations')
            .set({ status: 'replaced', updated_at: at })
            .where('id', '=', replaced.id)
            .where('status', '=', 'active')
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw new LostRace();
        }
        const inserted = await trx
          .insertInto('debit_registrations')
          .values({
            customer_id: registration.customerId,
            med_cobro_id: registration.medCobroId,
            banco_id: registration.bancoId,
            card_bin: registration.card?.bin ?? null,
            card_last4: registration.card?.last4 ?? null,
            card_brand: registration.card?.brand ?? null,
            bin_status: registration.card?.binStatus ?? null,
            card_expiry: registration.card?.expiry ?? null,
            cbu_last4: registration.cbuLast4,
            sealed_number: registration.sealedNumber,
            sealing_key_id: registration.sealingKeyId,
            holder_name: registration.holderName,
            holder_id: registration.holderId,
            status: 'active',
            cancelled_at: null,
            created_at: at,
            updated_at: at,
          })
          // The partial unique index: a registration committed meanwhile holds the active place.
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new LostRace();
        await this.insertConsent(trx, registration.customerId, inserted.id, 'register', consent, at);
        const created = await this.byId(trx, inserted.id);
        await onChange(trx, { registration: created, replaced });
        return created;
      });
    } catch (error) {
      if (error instanceof LostRace) return null;
      throw error;
    }
  }

  /**
   * Cancels the registration in force with its consent (built from the registration, as the person saw it)
   * and runs `onChange`, in one transaction; null when none is in force (or a parallel cancel won).
   */
  async cancel(
    customerId: number,
    consent: (registration: DebitInForceRow) => DebitConsent,
    now: Date,
    onChange: OnDebitChange,
  ): Promise<DebitInForceRow | null> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const cancelled = await trx
        .updateTable('debit_registrations')
        .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
        .where('customer_id', '=', customerId)
        .where('status', '=', 'active')
        .returning('id')
        .executeTakeFirst();
      if (!cancelled) return null;
      const registration = await this.byId(trx, cancelled.id);
      await this.insertConsent(trx, customerId, cancelled.id, 'cancel', consent(registration), at);
      await onChange(trx, { registration, replaced: null });
      return registration;
    });
  }

  private async insertConsent(
    trx: Transaction<Database>,
    customerId: number,
    registrationId: number,
    action: 'register' | 'cancel',
    consent: DebitConsent,
    at: string,
  ): Promise<void> {
    await trx
      .insertInto('debit_consents')
      .values({
        customer_id: customerId,
        registration_id: registrationId,
        action,
        consent_text: consent.text,
        ip: consent.ip,
        user_agent: consent.userAgent,
        created_at: at,
      })
      .execute();
  }

  private view(executor: Kysely<Database>) {
    return executor
      .selectFrom('debit_registrations')
      .leftJoin('payment_methods', 'payment_methods.medcobroid', 'debit_registrations.med_cobro_id')
      .leftJoin('banks', 'banks.bancoid', 'debit_registrations.banco_id')
      .select([
        'debit_registrations.id',
        'payment_methods.kind',
        'payment_methods.medcobronombre as method',
        'banks.banconombre as bank',
        'debit_registrations.card_last4',
        'debit_registrations.card_expiry',
        'debit_registrations.cbu_last4',
        'debit_registrations.created_at',
      ]);
  }

  private async inForce(executor: Kysely<Database>, customerId: number): Promise<DebitInForceRow | null> {
    const row = await this.view(executor)
      .where('debit_registrations.customer_id', '=', customerId)
      .where('debit_registrations.status', '=', 'active')
      .executeTakeFirst();
    return row ?? null;
  }

  private async byId(executor: Kysely<Database>, id: number): Promise<DebitInForceRow> {
    return this.view(executor).where('debit_registrations.id', '=', id).executeTakeFirstOrThrow();
  }
}
