// Invoices of Mi cuenta and their online payment (issue #13, spec §3 Invoice and Payment link, §4, §7).
// Money follows ADR 0011: the spec's peso fields on the wire, the `_cents` twin as the truth.
import { z } from 'zod';
import { INVOICE_STATES } from '../../constants.js';
import { owedSummarySchema } from '../account/account-services.js';

/** What the customer reads as the invoice's number, as printed on the PDF (fiscalInvoiceNumber). */
const numeroFiscalSchema = z
  .string()
  .describe("Número fiscal impreso, 'Factura B 0003-00012103'; 'Factura N° 900103' mientras no tenga CAE");

/** One invoice of the customer record, as Mi cuenta lists it. */
export const accountInvoiceSchema = z.object({
  /** The billing system's id: the key of every call, not what the customer reads. */
  facturaid: z.number().int().positive(),
  numero_fiscal: numeroFiscalSchema,
  clientenro: z.number().int().positive(),
  estado: z.enum(INVOICE_STATES),
  /** 'YYYY-MM-DD'. */
  emitida: z.string(),
  vencimiento: z.string(),
  importe: z.number(),
  importe_cents: z.number().int().nonnegative(),
  importe_saldo: z.number(),
  importe_saldo_cents: z.number().int().nonnegative(),
  periodo: z.string().nullable(),
  /** False for invoices the billing system sent without CAE data: there is no fiscal PDF to download. */
  pdf_available: z.boolean(),
  /** The gateway reported a payment in process for it (ADR 0081): not payable again until it settles. */
  pago_en_proceso: z.boolean(),
  /** The link of that payment, for 'Verificar pago'; null when none is in process. */
  pago_en_proceso_link_id: z.string().nullable(),
});
export type AccountInvoice = z.infer<typeof accountInvoiceSchema>;

/** GET /api/customer/{clientenro}/facturas/: every invoice, newest first, with what is owed. */
export const accountInvoicesSchema = z.object({
  facturas: z.array(accountInvoiceSchema),
  condicion_de_pago: z.object({ condicion: z.string() }),
  owed: owedSummarySchema,
});
export type AccountInvoices = z.infer<typeof accountInvoicesSchema>;

/** The invoices a payment link settles, with the balance each had when the link was made. */
export const paymentLinkInvoiceSchema = z.object({
  facturaid: z.number().int().positive(),
  numero_fiscal: numeroFiscalSchema,
  vencimiento: z.string(),
  importe_saldo: z.number(),
  importe_saldo_cents: z.number().int().nonnegative(),
});

/** pending: not paid yet; paid; cancelled: deleted by the customer; expired: past the due date. */
export const PAYMENT_LINK_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** Spec §3 'Payment link response': id, data.first_total, checkout_url, invoices. */
export const paymentLinkResponseSchema = z.object({
  id: z.string(),
  data: z.object({ first_total: z.number(), first_total_cents: z.number().int().positive() }),
  checkout_url: z.string(),
  invoices: z.array(paymentLinkInvoiceSchema),
  status: z.enum(PAYMENT_LINK_STATUSES),
  /** ISO-8601 instants. */
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type PaymentLinkResponse = z.infer<typeof paymentLinkResponseSchema>;

/**
 * What the return page and 'Verificar pago' show after asking the gateway: paid, pending (in process or not
 * paid yet) or declined (the link stays open so the customer can try again).
 */
export const PAYMENT_OUTCOMES = ['paid', 'pending', 'declined'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const paymentVerificationSchema = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES),
  link: paymentLinkResponseSchema,
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;
