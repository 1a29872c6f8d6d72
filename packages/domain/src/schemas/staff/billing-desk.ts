// Billing in the back office (issue #31 §4): imports uploaded from the screen (a dry run, then applied once),
// and the payments that need a person, each resolved by a supervisor with a note.
import { z } from 'zod';
import { messages, tooLongMessage } from '../../messages.js';

const isoInstant = z.string().describe('Fecha y hora ISO 8601 (UTC)');

// ——— Imports ———

/** The same cap as the billing system's API import (8 MB). */
export const BILLING_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const BILLING_FILE_NAME_MAX_LENGTH = 200;

export const billingUploadMessages = {
  fileMissing: 'Elegí el archivo CSV del sistema de facturación.',
  fileTooLarge: 'El archivo pasa de 8 MB. Dividilo en partes más chicas.',
  fileNotCsv: 'Elegí un archivo .csv.',
  fileEmpty: 'El archivo está vacío.',
  alreadyApplied: 'Esta importación ya se aplicó. Mirá su resultado en el historial.',
  beingApplied: 'Otra persona está aplicando esta importación en este momento.',
} as const;

export const billingUploadSchema = z.object({
  fileName: z
    .string({ error: billingUploadMessages.fileMissing })
    .trim()
    .min(1, billingUploadMessages.fileMissing)
    .max(BILLING_FILE_NAME_MAX_LENGTH, tooLongMessage(BILLING_FILE_NAME_MAX_LENGTH))
    .regex(/\.csv$/i, billingUploadMessages.fileNotCsv),
  /** The file's bytes in base64, so a Windows-1252 export arrives intact and is decoded like the API's. */
  contentBase64: z
    .string({ error: billingUploadMessages.fileMissing })
    .min(1, billingUploadMessages.fileEmpty)
    .max(Math.ceil(BILLING_UPLOAD_MAX_BYTES / 3) * 4, billingUploadMessages.fileTooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, messages.invalidValue),
});
export type BillingUpload = z.infer<typeof billingUploadSchema>;

export const BILLING_ROW_ACTIONS = ['inserted', 'updated', 'unchanged', 'rejected'] as const;
export type BillingRowAction = (typeof BILLING_ROW_ACTIONS)[number];

export const billingImportRowSchema = z.object({
  /** The line of the invoice's first line in the file (the header is line 1). */
  row: z.number().int().positive(),
  facturaid: z.number().int().nullable(),
  clientenro: z.number().int().nullable(),
  action: z.enum(BILLING_ROW_ACTIONS),
  /** One Spanish message per field of a rejected row. */
  errors: z.record(z.string(), z.string()),
  /** The saldo the portal kept because online payments already paid part of it. */
  keptSaldoCents: z.number().int().nonnegative().nullable(),
});
export type BillingImportRow = z.infer<typeof billingImportRowSchema>;

export const billingImportCountsSchema = z.object({
  inserted: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export type BillingImportCounts = z.infer<typeof billingImportCountsSchema>;

export const BILLING_IMPORT_STATUSES = ['checked', 'applying', 'applied'] as const;

export const billingImportSummarySchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  fileHash: z.string().describe('SHA-256 del archivo subido, en hexadecimal'),
  invoices: z.number().int().nonnegative(),
  status: z.enum(BILLING_IMPORT_STATUSES),
  checkedBy: z.string().nullable(),
  checkedAt: isoInstant,
  appliedBy: z.string().nullable(),
  appliedAt: isoInstant.nullable(),
  /** The applied result once applied; the dry run's until then. */
  counts: billingImportCountsSchema,
});
export type BillingImportSummary = z.infer<typeof billingImportSummarySchema>;

export const billingImportSchema = billingImportSummarySchema.extend({
  /** Row by row: the applied result once applied, the dry run's until then. */
  rows: z.array(billingImportRowSchema),
});
export type BillingImport = z.infer<typeof billingImportSchema>;

export const billingImportListSchema = z.object({ items: z.array(billingImportSummarySchema) });

export const billingImportParamsSchema = z.object({
  importId: z.coerce.number({ error: messages.invalidValue }).int().positive(messages.invalidValue),
});

// ——— Payments that need a person ———

export const PAYMENT_REVIEW_KINDS = ['charged_back', 'refunded', 'amount_mismatch', 'late_payment'] as const;
export type PaymentReviewKind = (typeof PAYMENT_REVIEW_KINDS)[number];
export const PAYMENT_REVIEW_STATUSES = ['open', 'resolved'] as const;

export const PAYMENT_REVIEW_NOTE_MAX_LENGTH = 1000;

export const paymentReviewSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(PAYMENT_REVIEW_KINDS),
  gateway: z.string(),
  gatewayPaymentId: z.string(),
  clientenro: z.number().int().nullable(),
  customerName: z.string().nullable(),
  amountCents: z.number().int(),
  /** What the payment link asked for, when the amount paid differs. */
  expectedCents: z.number().int().nullable(),
  status: z.enum(PAYMENT_REVIEW_STATUSES),
  note: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: isoInstant.nullable(),
  version: z.number().int().positive(),
  detectedAt: isoInstant,
});
export type PaymentReview = z.infer<typeof paymentReviewSchema>;

export const paymentReviewListSchema = z.object({ items: z.array(paymentReviewSchema) });

export const paymentReviewListQuerySchema = z.object({
  status: z.enum(PAYMENT_REVIEW_STATUSES, { error: messages.invalidOption }).default('open'),
});

export const paymentReviewParamsSchema = z.object({
  reviewId: z.coerce.number({ error: messages.invalidValue }).int().positive(messages.invalidValue),
});

export const paymentReviewResolveSchema = z.object({
  version: z.number({ error: messages.invalidValue }).int().positive(),
  note: z
    .string({ error: 'Contá qué hiciste con este pago.' })
    .trim()
    .min(1, 'Contá qué hiciste con este pago.')
    .max(PAYMENT_REVIEW_NOTE_MAX_LENGTH, tooLongMessage(PAYMENT_REVIEW_NOTE_MAX_LENGTH)),
});
export type PaymentReviewResolve = z.infer<typeof paymentReviewResolveSchema>;
