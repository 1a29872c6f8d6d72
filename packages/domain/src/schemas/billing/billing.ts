// The billing system's side of issue #13 §5: the invoice rows it imports (JSON or CSV, amounts in pesos with
// up to 2 decimals, converted to cents by decimal digits, ADR 0011) and the payments it reconciles. Messages
// are the catalogue's Spanish texts: the import report shows them per row and field.
import { billingMessages } from '../../billing-messages.js';
import { z } from 'zod';
import { INVOICE_STATES } from '../../constants.js';
import { pesosToCents } from '../../format.js';
import { messages } from '../../messages.js';
import { parseIsoDate } from '../../rules/common/calendar-date.js';
import { stripControlCharacters } from '../../rules/common/control-characters.js';

/** One request or file at most; a larger load goes in several calls (each row is its own transaction). */
export const BILLING_IMPORT_MAX_ROWS = 5000;
export const BILLING_INVOICE_MAX_ITEMS = 200;
/** Invoice columns are 32-bit integers of cents on PostgreSQL. */
const MAX_CENTS = 2_147_483_647;
const MAX_ID = 2_147_483_647;

const requiredError = { error: messages.required };
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Stored text loses its control characters (NUL bytes and the like) before it is checked. */
const withoutControls = (value: unknown): unknown =>
  typeof value === 'string' ? stripControlCharacters(value) : value;

/** null, absent and blank (a CSV's empty cell) all mean "not given". */
const blank = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const digitsToNumber = (value: unknown): unknown => {
  const given = blank(value);
  return typeof given === 'string' && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
};

/** Absent reads "required"; something that is not a number reads "not valid". */
const numberError = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? messages.required : messages.invalidValue,
};

const positiveInteger = (max: number) =>
  z
    .number(numberError)
    .int(messages.invalidValue)
    .min(1, messages.invalidValue)
    .max(max, messages.invalidValue);

// `optional` goes inside the preprocess: a blank cell becomes undefined there, after `.optional()` has looked.
function wholeNumber(max: number) {
  return z.preprocess(digitsToNumber, positiveInteger(max));
}

function optionalWholeNumber(max: number) {
  return z.preprocess(digitsToNumber, positiveInteger(max).optional());
}

/** Pesos as the billing system writes them: 21500.55 or '21500.55', never negative, at most 2 decimals. */
const pesos = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blank(value)),
  z
    .string(requiredError)
    .trim()
    .regex(AMOUNT, billingMessages.billingAmountInvalid)
    .transform((value) => pesosToCents(value))
    .pipe(z.number().max(MAX_CENTS, billingMessages.billingAmountInvalid)),
);

const dateText = z
  .string(requiredError)
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidDate)
  .refine((value) => parseIsoDate(value) !== null, messages.invalidDate);
const isoDate = z.preprocess(blank, dateText);
const optionalIsoDate = z.preprocess(blank, dateText.optional());

export const billingInvoiceItemSchema = z.object(
  {
    descripcion: z.preprocess(
      withoutControls,
      z.string(requiredError).trim().min(1, messages.required).max(200, messages.invalidValue),
    ),
    cantidad: wholeNumber(1_000_000),
    precio_unitario: pesos,
  },
  { error: messages.invalidValue },
);

const FISCAL_FIELDS = ['tipo_cmp', 'pto_vta', 'nro_cmp', 'cae', 'cae_vencimiento'] as const;

/** What each estado says about the balance; ANULADA says nothing (a voided invoice keeps what it had). */
function stateMatchesBalance(estado: string, total: number, balance: number): boolean {
  if (estado === 'PAGA') return balance === 0;
  if (estado === 'IMPAGA' || estado === 'ENVIADA') return balance === total;
  if (estado === 'PARCIAL') return balance > 0 && balance < total;
  return true;
}

const rowFieldsSchema = z.object(
  {
    clientenro: wholeNumber(MAX_ID),
    facturaid: wholeNumber(MAX_ID),
    estado: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : blank(value)),
      z.enum(INVOICE_STATES, { error: messages.invalidOption }),
    ),
    emitida: isoDate,
    vencimiento: isoDate,
    importe: pesos,
    importe_saldo: pesos,
    periodo: z.preprocess(
      (value) => blank(withoutControls(value)),
      z.string().trim().max(20, messages.invalidValue).optional(),
    ),
    tipo_cmp: optionalWholeNumber(999),
    pto_vta: optionalWholeNumber(99_999),
    nro_cmp: optionalWholeNumber(99_999_999),
    cae: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^\d{14}$/, billingMessages.billingCaeInvalid)
        .optional(),
    ),
    cae_vencimiento: optionalIsoDate,
    moneda: z.preprocess(
      blank,
      z.literal('PES', { error: billingMessages.billingCurrencyUnsupported }).default('PES'),
    ),
    items: z.preprocess(
      blank,
      z
        .array(billingInvoiceItemSchema, { error: messages.invalidValue })
        .max(BILLING_INVOICE_MAX_ITEMS, messages.invalidValue)
        .default([]),
    ),
  },
  { error: billingMessages.billingRowNotObject },
);

// The whole-row checks run in a pipe: only once every field is valid, so a bad amount is reported once, as
// itself, and not again as a balance or items mismatch.
export const billingInvoiceRowSchema = rowFieldsSchema
  .pipe(z.custom<z.output<typeof rowFieldsSchema>>())
  .superRefine((row, ctx) => {
    if (row.importe_saldo > row.importe) {
      ctx.addIssue({
        code: 'custom',
        path: ['importe_saldo'],
        message: billingMessages.billingBalanceAboveTotal,
      });
    } else if (!stateMatchesBalance(row.estado, row.importe, row.importe_saldo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['estado'],
        message: billingMessages.billingStateBalanceMismatch,
      });
    }
    if (row.vencimiento < row.emitida) {
      ctx.addIssue({ code: 'custom', path: ['vencimiento'], message: billingMessages.billingDueBeforeIssue });
    }
    const missing = FISCAL_FIELDS.filter((field) => row[field] === undefined);
    if (missing.length > 0 && missing.length < FISCAL_FIELDS.length) {
      for (const field of missing) {
        ctx.addIssue({ code: 'custom', path: [field], message: billingMessages.billingFiscalIncomplete });
      }
    }
    const itemsTotal = row.items.reduce((sum, item) => sum + item.cantidad * item.precio_unitario, 0);
    if (row.items.length > 0 && itemsTotal !== row.importe) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: billingMessages.billingItemsTotalMismatch });
    }
  })
  .transform((row) => ({
    clientenro: row.clientenro,
    facturaid: row.facturaid,
    estado: row.estado,
    emitida: row.emitida,
    vencimiento: row.vencimiento,
    importe_cents: row.importe,
    importe_saldo_cents: row.importe_saldo,
    periodo: row.periodo ?? null,
    tipo_cmp: row.tipo_cmp ?? null,
    pto_vta: row.pto_vta ?? null,
    nro_cmp: row.nro_cmp ?? null,
    cae: row.cae ?? null,
    cae_vencimiento: row.cae_vencimiento ?? null,
    moneda: row.moneda,
    items: row.items.map((item) => ({
      descripcion: item.descripcion,
      cantidad: item.cantidad,
      precio_unitario_cents: item.precio_unitario,
    })),
  }));

/** A row that passed validation, in cents. */
export type BillingInvoice = z.output<typeof billingInvoiceRowSchema>;

/** Field path ('items.0.cantidad') to the first Spanish message for it: the report's `errors`. */
export function billingRowErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'fila';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A JSON array or CSV file with more invoices than one call takes (the whole call is refused). */
export function billingImportTooLarge(input: unknown): boolean {
  return Array.isArray(input) && input.length > BILLING_IMPORT_MAX_ROWS;
}

/** The JSON body: the rows as the billing system sends them; each is validated on its own (see the report). */
export const billingImportBodySchema = z
  .array(z.unknown())
  .min(1, messages.required)
  .max(BILLING_IMPORT_MAX_ROWS, billingMessages.billingTooManyRows)
  .describe(
    'Filas de facturas: clientenro, facturaid, estado, emitida, vencimiento, importe, importe_saldo, periodo, ' +
      'tipo_cmp, pto_vta, nro_cmp, cae, cae_vencimiento, moneda, items[] (descripcion, cantidad, precio_unitario). ' +
      'Importes en pesos con hasta 2 decimales. Con Content-Type text/csv, el archivo de docs/billing.md.',
  );

export const billingRejectedRowSchema = z.object({
  /** 1-based: the array position in JSON, the line of the invoice's first line in CSV (header = line 1). */
  row: z.number().int().positive(),
  facturaid: z.number().int().nullable(),
  errors: z.record(z.string(), z.string()),
});

export const billingKeptBalanceSchema = z.object({
  row: z.number().int().positive(),
  facturaid: z.number().int().positive(),
  importe_saldo_cents: z
    .number()
    .int()
    .nonnegative()
    .describe('El saldo que mandó el sistema de facturación'),
  saldo_portal_cents: z.number().int().nonnegative().describe('El saldo que quedó: el portal ya cobró parte'),
});

export const billingImportReportSchema = z.object({
  inserted: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  /** Rows whose saldo was higher than what online payments left: the portal's lower saldo was kept. */
  kept_saldo: z.array(billingKeptBalanceSchema),
  rejected: z.array(billingRejectedRowSchema),
});
export type BillingImportReport = z.infer<typeof billingImportReportSchema>;

export const billingExportQuerySchema = z
  .object({
    from: isoDate.describe('Primer día (YYYY-MM-DD, hora de Ushuaia), inclusive'),
    to: isoDate.describe('Último día (YYYY-MM-DD, hora de Ushuaia), inclusive'),
    format: z.enum(['json', 'csv'], { error: messages.invalidOption }).optional(),
  })
  .refine((query) => query.from <= query.to, {
    path: ['from'],
    message: billingMessages.billingRangeInvalid,
  });

/** One payment's share of one invoice: what the billing system books against that invoice. */
export const billingPaymentAllocationSchema = z.object({
  gateway: z.string(),
  gateway_payment_id: z.string(),
  clientenro: z.number().int(),
  facturaid: z.number().int(),
  amount: z.number().describe('Pesos aplicados a esta factura'),
  amount_cents: z.number().int().positive(),
  currency: z.string(),
  /** ISO-8601 instant. */
  approved_at: z.string(),
  /** approved, refunded, charged_back: a reversed payment reopened the invoice on reversed_at. */
  status: z.string(),
  reversed_at: z.string().nullable(),
});
export type BillingPaymentAllocation = z.infer<typeof billingPaymentAllocationSchema>;

export const billingPaymentsExportSchema = z.object({
  from: z.string(),
  to: z.string(),
  payments: z.array(billingPaymentAllocationSchema),
});
export type BillingPaymentsExport = z.infer<typeof billingPaymentsExportSchema>;
