// Mis servicios (issue #11 §2): the active customer record's services, automatic debit, debt and e-invoice.
import { z } from 'zod';
import { messages } from '../../messages.js';

/** A contracted service with the catalogue plan it bills (null when the plan is not in the catalogue). */
export const accountServiceSchema = z.object({
  producto: z.string(),
  /** INTERNET, CLICK TV, DIBOX, MULTIPLAY or others. */
  producto_tipo: z.string(),
  estado: z.string(),
  plan: z
    .object({
      name: z.string(),
      packet_name: z.string(),
      /** Monthly price in cents (ADR 0011). */
      amount_cents: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type AccountService = z.infer<typeof accountServiceSchema>;

const debitInForce = {
  /** The payment method's name (medcobronombre). */
  method: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  /** Bank name, null when the bank left the list. */
  bank: z.string().nullable(),
  /** 'YYYY-MM-DD' in Ushuaia: when the registration was made. */
  since: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
};

/** Automatic debit in force: by card (masked), by CBU (masked) or not registered. Never a full number. */
export const debitStatusSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), ...debitInForce, /** 'MM/YYYY'. */ expiry: z.string() }),
  z.object({ kind: z.literal('cbu'), ...debitInForce }),
  z.object({ kind: z.literal('none') }),
]);
export type DebitStatus = z.infer<typeof debitStatusSchema>;

/** What is owed: IMPAGA and PARCIAL balances, how many invoices and the earliest due date. */
export const owedSummarySchema = z.object({
  total_cents: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  /** 'YYYY-MM-DD' or null when nothing is owed. */
  next_due: z.string().nullable(),
});
export type OwedSummary = z.infer<typeof owedSummarySchema>;

/** Electronic invoice opt-in (account modal 2): where it is sent and since when. */
export const electronicInvoiceSchema = z.object({
  enabled: z.boolean(),
  email: z.string().nullable(),
  /** ISO-8601 instant of the last change, null when never changed. */
  changed_at: z.string().nullable(),
});
export type ElectronicInvoice = z.infer<typeof electronicInvoiceSchema>;

export const electronicInvoiceUpdateSchema = z.object({
  enabled: z.boolean({ error: messages.electronicInvoiceChoiceRequired }),
});
export type ElectronicInvoiceUpdate = z.infer<typeof electronicInvoiceUpdateSchema>;

/** GET /api/customer/{clientenro}/servicios/. */
export const customerServicesOverviewSchema = z.object({
  cliente: z.number().int().positive(),
  estado: z.string(),
  direccion: z.string(),
  ciudad: z.string(),
  servicios: z.array(accountServiceSchema),
  debito: debitStatusSchema,
  deuda: owedSummarySchema,
  factura_electronica: electronicInvoiceSchema,
  /** The newest mail to the main email could not be delivered (the relay gave up): account modal 1 asks for another. */
  email_rebota: z.boolean(),
});
export type CustomerServicesOverview = z.infer<typeof customerServicesOverviewSchema>;
