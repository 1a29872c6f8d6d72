// The catalogue staff keep (issue #31 §1): plans of every product, their add-ons and packets (a plan under a
// parent), whole-cent prices and promotions with a window and the price after it. The web form validates with
// planFormSchema (pesos as typed) and the API with planCreateSchema / planUpdateSchema; both share the field
// rules and the promotion rule, so a person reads the same Spanish message on either side.
import { z } from 'zod';
import { messages, tooLongMessage } from '../../messages.js';
import { pesosToCents } from '../../format.js';
import { parseIsoDate, todayInUshuaia, toIsoDate } from '../../rules/common/calendar-date.js';
import { promotionProblems } from '../../rules/content/plan-pricing.js';

export const PLAN_PACKET_NAME_MAX_LENGTH = 40;
export const PLAN_NAME_MAX_LENGTH = 80;
/** Ten million pesos: far above any monthly price, low enough to catch a typo of extra digits. */
export const PLAN_MAX_AMOUNT_CENTS = 1_000_000_000;
export const PLAN_MAX_SORT_ORDER = 9999;

export const catalogueMessages = {
  packetNameMissing: 'Escribí el nombre del plan.',
  nameMissing: 'Escribí la descripción que ven los clientes.',
  priceMissing: 'Escribí el precio.',
  priceNotCents: 'El precio va en centavos enteros.',
  priceNegative: 'El precio no puede ser negativo.',
  priceTooHigh: 'El precio es demasiado alto. Revisá los dígitos.',
  pesosFormat: 'Escribí el precio en pesos, sin signo negativo, p. ej. 25999,90.',
  dateFormat: 'Elegí una fecha válida.',
  sortOrder: `Escribí un número de orden entre 0 y ${PLAN_MAX_SORT_ORDER}.`,
  effectiveDatePast: 'La fecha desde la que rige no puede ser anterior a hoy.',
  effectiveDateMissing: 'Elegí desde qué fecha rige el nuevo precio para quienes ya tienen el plan.',
  stale: 'Otra persona cambió este plan. Volvé a abrirlo para ver sus cambios.',
  productMissing: 'Elegí el servicio del plan.',
  parentElsewhere: 'El plan del que depende tiene que ser del mismo servicio.',
} as const;

const isoDate = z
  .string({ error: catalogueMessages.dateFormat })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null, catalogueMessages.dateFormat);

const centsField = (missing: string = catalogueMessages.priceMissing) =>
  z
    .number({ error: missing })
    .int(catalogueMessages.priceNotCents)
    .min(0, catalogueMessages.priceNegative)
    .max(PLAN_MAX_AMOUNT_CENTS, catalogueMessages.priceTooHigh);

const packetName = z
  .string({ error: catalogueMessages.packetNameMissing })
  .trim()
  .min(1, catalogueMessages.packetNameMissing)
  .max(PLAN_PACKET_NAME_MAX_LENGTH, tooLongMessage(PLAN_PACKET_NAME_MAX_LENGTH));
const planName = z
  .string({ error: catalogueMessages.nameMissing })
  .trim()
  .min(1, catalogueMessages.nameMissing)
  .max(PLAN_NAME_MAX_LENGTH, tooLongMessage(PLAN_NAME_MAX_LENGTH));
const sortOrder = z
  .number({ error: catalogueMessages.sortOrder })
  .int(catalogueMessages.sortOrder)
  .min(0, catalogueMessages.sortOrder)
  .max(PLAN_MAX_SORT_ORDER, catalogueMessages.sortOrder);
const flag = z.boolean({ error: messages.invalidValue });

/** From today on (Ushuaia): a price cannot start to apply in the past. */
const effectiveDate = isoDate.refine(
  (v) => v >= toIsoDate(todayInUshuaia()),
  catalogueMessages.effectiveDatePast,
);

/** Adds the promotion rule's complaints to the fields they belong to. */
function checkPromotion(
  plan: Parameters<typeof promotionProblems>[0],
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  for (const [field, message] of Object.entries(promotionProblems(plan))) {
    ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

const planFields = {
  packetName,
  name: planName,
  amountCents: centsField(),
  promotion: flag.default(false),
  regularAmountCents: centsField().nullable().default(null),
  promotionFrom: isoDate.nullable().default(null),
  promotionUntil: isoDate.nullable().default(null),
  active: flag.default(true),
  sortOrder: sortOrder.default(0),
};

export const planCreateSchema = z
  .object({
    productId: z.number({ error: catalogueMessages.productMissing }).int().positive(),
    /** The plan this add-on or packet hangs from; null for a plan of its own. */
    parentId: z.number({ error: messages.invalidValue }).int().positive().nullable().default(null),
    ...planFields,
  })
  .superRefine(checkPromotion);
export type PlanCreateInput = z.input<typeof planCreateSchema>;

/** Every editable field, with the version read; `effectiveDate` when subscribers' price changes. */
export const planUpdateSchema = z
  .object({
    version: z.number({ error: messages.invalidValue }).int().positive(),
    ...planFields,
    effectiveDate: effectiveDate.optional(),
  })
  .superRefine(checkPromotion);
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;
export type PlanUpdate = z.output<typeof planUpdateSchema>;

export const planParamsSchema = z.object({
  planId: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});

// ——— The web form: prices typed in pesos, empty dates as '' ———

const pesos = z
  .string({ error: catalogueMessages.priceMissing })
  .trim()
  .min(1, catalogueMessages.priceMissing)
  .regex(/^\d{1,8}([.,]\d{1,2})?$/, catalogueMessages.pesosFormat)
  .transform((v) => pesosToCents(v));
const optionalPesos = z.union([z.literal('').transform(() => null), pesos]);
const optionalDate = z.union([z.literal('').transform(() => null), isoDate]);

/** The plan form as typed; its output is the API body without productId, parentId and version. */
export const planFormSchema = z
  .object({
    packetName,
    name: planName,
    amountCents: pesos,
    promotion: flag,
    regularAmountCents: optionalPesos,
    promotionFrom: optionalDate,
    promotionUntil: optionalDate,
    active: flag,
    sortOrder,
    effectiveDate: z.union([z.literal('').transform(() => undefined), effectiveDate]),
  })
  .superRefine(checkPromotion);
export type PlanFormValues = z.input<typeof planFormSchema>;
export type PlanFormOutput = z.output<typeof planFormSchema>;

// ——— Answers ———

const isoInstant = z.string().describe('Fecha y hora ISO 8601 (UTC)');

export const cataloguePlanSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  parentId: z.number().int().positive().nullable(),
  packetName: z.string(),
  name: z.string(),
  amountCents: z.number().int().nonnegative(),
  promotion: z.boolean(),
  regularAmountCents: z.number().int().nonnegative().nullable(),
  promotionFrom: z.string().nullable().describe('Primer día de la promoción (AAAA-MM-DD) o null'),
  promotionUntil: z.string().nullable().describe('Último día de la promoción (AAAA-MM-DD) o null'),
  active: z.boolean(),
  sortOrder: z.number().int(),
  version: z.number().int().positive(),
  /** Customers with this plan among their services: a price change for them needs a date and a notice. */
  subscribers: z.number().int().nonnegative(),
  updatedAt: isoInstant,
});
export type CataloguePlan = z.infer<typeof cataloguePlanSchema>;

export const catalogueProductSchema = z.object({
  id: z.number().int().positive(),
  productName: z.string(),
  serviceType: z.string(),
  active: z.boolean(),
  /** Plans first, each followed by its add-ons and packets, in their order. */
  plans: z.array(cataloguePlanSchema),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const catalogueSchema = z.object({ products: z.array(catalogueProductSchema) });
export type Catalogue = z.infer<typeof catalogueSchema>;

export const planSavedSchema = z.object({
  plan: cataloguePlanSchema,
  /** The subscribers' notice a price change produced: from when, and how many customers were mailed. */
  notice: z.object({ effectiveDate: z.string(), mailed: z.number().int().nonnegative() }).nullable(),
});
export type PlanSaved = z.infer<typeof planSavedSchema>;
