// Documents of Mi cuenta (issue #13 §1): the account statement, invoices and payments in date order with the
// running balance. Money is integer cents (ADR 0011).
import { z } from 'zod';

/**
 * invoice: a debit; payment: a payment applied through the portal; other_payments: what the billing system
 * shows as paid on an invoice by other channels (cash, debit), which the portal holds no payment row for;
 * reversal: a refunded or charged-back payment, a debit again.
 */
export const STATEMENT_ENTRY_KINDS = ['invoice', 'payment', 'other_payments', 'reversal'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export const statementEntrySchema = z.object({
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** 'YYYY-MM-DD' (Ushuaia date for payments). */
  date: z.string(),
  description: z.string(),
  facturaid: z.number().int().positive().nullable(),
  payment_id: z.number().int().positive().nullable(),
  debit_cents: z.number().int().nonnegative(),
  credit_cents: z.number().int().nonnegative(),
  /** Owed after this entry; negative is money in the customer's favour. */
  balance_cents: z.number().int(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** GET /api/customer/{clientenro}/estado-de-cuenta/. */
export const accountStatementSchema = z.object({
  clientenro: z.number().int().positive(),
  /** ISO-8601 instant. */
  generated_at: z.string(),
  entries: z.array(statementEntrySchema),
  total_debit_cents: z.number().int().nonnegative(),
  total_credit_cents: z.number().int().nonnegative(),
  balance_cents: z.number().int(),
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

/** A PDF answer: the contract's `produces` lists it under application/pdf in the OpenAPI document. */
export const pdfFileSchema = z.string().describe('Documento PDF');
