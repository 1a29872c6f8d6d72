// Reads of the money side and the consents of the records a login reaches (Mis datos, Ley 25.326): automatic
// debit registrations (last four digits only, never the sealed number), their consents, the electronic invoice
// opt-in, invoices and payments.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export class PersonalAccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async debitRegistrations(customerIds: readonly number[]) {
    return this.db
      .selectFrom('debit_registrations')
      .leftJoin('payment_methods', 'payment_methods.medcobroid', 'debit_registrations.med_cobro_id')
      .select([
        'debit_registrations.customer_id',
        'payment_methods.medcobronombre as method',
        'debit_registrations.card_last4',
        'debit_registrations.cbu_last4',
        'debit_registrations.card_brand',
        'debit_registrations.holder_name',
        'debit_registrations.holder_id',
        'debit_registrations.status',
        'debit_registrations.created_at',
        'debit_registrations.cancelled_at',
      ])
      .where('debit_registrations.customer_id', 'in', customerIds)
      .orderBy('debit_registrations.created_at')
      .orderBy('debit_registrations.id')
      .execute();
  }

  async debitConsents(customerIds: readonly number[]) {
    return this.db
      .selectFrom('debit_consents')
      .select(['customer_id', 'action', 'consent_text', 'ip', 'created_at'])
      .where('customer_id', 'in', customerIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async electronicInvoiceOptins(customerIds: readonly number[]) {
    return this.db
      .selectFrom('electronic_invoice_optins')
      .select(['customer_id', 'enabled', 'email', 'changed_at'])
      .where('customer_id', 'in', customerIds)
      .execute();
  }

  async invoices(customerIds: readonly number[]) {
    return this.db
      .selectFrom('invoices')
      .select([
        'customer_id',
        'facturaid',
        'periodo',
        'emitida',
        'vencimiento',
        'importe_cents',
        'importe_saldo_cents',
        'estado',
      ])
      .where('customer_id', 'in', customerIds)
      .orderBy('emitida', 'desc')
      .orderBy('facturaid', 'desc')
      .execute();
  }

  async payments(customerIds: readonly number[]) {
    return this.db
      .selectFrom('payments')
      .select(['customer_id', 'approved_at', 'amount_cents', 'status', 'gateway'])
      .where('customer_id', 'in', customerIds)
      .orderBy('approved_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
}
