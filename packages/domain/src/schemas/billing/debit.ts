// Automatic-debit resource (spec §3, §5): card registration, CBU registration and cancellation,
// distinguished by actionsDebit and then by the payment method id.
import { z } from 'zod';
import {
  CARD_METHOD_IDS,
  CBU_METHOD_ID,
  DEBIT_COMPANY_ID,
  HOLDER_ID_MIN_LENGTH,
  HOLDER_NAME_MIN_LENGTH,
} from '../../constants.js';
import { messages } from '../../messages.js';
import { todayInUshuaia, type CalendarDate } from '../../rules/common/calendar-date.js';
import {
  cardExpiryErrorMessage,
  cardNumberErrorMessage,
  checkCardExpiry,
  checkCardNumber,
  normaliseCardNumber,
} from '../../rules/debit/card.js';
import { cbuErrorMessage, checkCbu } from '../../rules/debit/cbu.js';
import { positiveIdField, requiredText, textWithMin } from '../fields.js';

const common = {
  empresaId: z.literal(DEBIT_COMPANY_ID, { error: messages.invalidValue }),
  clienteNro: positiveIdField(),
};

const holderIdField = () => textWithMin(HOLDER_ID_MIN_LENGTH, messages.holderIdTooShort);
const bankField = () => z.number({ error: messages.bankRequired }).int().positive(messages.bankRequired);

export const cardNumberField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    // As printed on the card: '4111 1111 1111 1111' and '4111-1111-…' are the same number.
    .overwrite(normaliseCardNumber)
    .superRefine((value, ctx) => {
      const error = checkCardNumber(value);
      if (error) ctx.addIssue({ code: 'custom', message: cardNumberErrorMessage(error) });
    });

export const cbuField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .superRefine((value, ctx) => {
      const error = checkCbu(value);
      if (error) ctx.addIssue({ code: 'custom', message: cbuErrorMessage(error) });
    });

/** Expiry 'MM/YYYY' from the current month on; `today` is read at parse time. */
export const cardExpiryField = (today: () => CalendarDate = () => todayInUshuaia()) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .superRefine((value, ctx) => {
      const error = checkCardExpiry(value, today());
      if (error) ctx.addIssue({ code: 'custom', message: cardExpiryErrorMessage(error) });
    });

export function createDebitSchemas(today: () => CalendarDate = () => todayInUshuaia()) {
  const card = z.object({
    ...common,
    actionsDebit: z.literal(0),
    medCobroId: z.literal(CARD_METHOD_IDS, { error: messages.cardMethodInvalid }),
    clienteDebNro: cardNumberField(),
    clienteDebVto: cardExpiryField(today),
    clienteDebCI: holderIdField(),
    clienteDebBanco: bankField(),
    clienteDebTitular: requiredText(),
  });
  const cbu = z.object({
    ...common,
    actionsDebit: z.literal(0),
    medCobroId: z.literal(CBU_METHOD_ID),
    clienteCBU: cbuField(),
    clienteDebCI: holderIdField(),
    clienteDebBanco: bankField(),
    clienteDebTitular: textWithMin(HOLDER_NAME_MIN_LENGTH, messages.holderTooShort),
  });
  const cancel = z.object({ ...common, actionsDebit: z.literal(1) });
  const register = z.discriminatedUnion('medCobroId', [card, cbu], { error: messages.cardMethodInvalid });
  const resource = z.discriminatedUnion('actionsDebit', [register, cancel], { error: messages.invalidValue });
  return { card, cbu, cancel, register, resource };
}

const schemas = createDebitSchemas();
/** Card registration (wizard step 1 + confirm). */
export const debitCardSchema = schemas.card;
/** CBU registration (wizard step 2 + confirm); medCobroId fixed to 45. */
export const debitCbuSchema = schemas.cbu;
export const debitCancelSchema = schemas.cancel;
/** Body of POST /api/customer/debito-automatico/acciones/. */
export const automaticDebitSchema = schemas.resource;

export type DebitCard = z.infer<typeof debitCardSchema>;
export type DebitCbu = z.infer<typeof debitCbuSchema>;
export type DebitCancel = z.infer<typeof debitCancelSchema>;
export type AutomaticDebit = z.infer<typeof automaticDebitSchema>;

export const bankSchema = z.object({ bancoid: z.number().int().positive(), banconombre: z.string() });
export const paymentMethodSchema = z.object({
  medcobroid: z.number().int().positive(),
  medcobronombre: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/debito-automatico/listas/: the wizard's reference lists (spec §3). */
export const debitReferenceListsSchema = z.object({
  bancos: z.array(bankSchema),
  /** Card methods 13, 12, 27, 33, 35, 32 in that order, then the CBU method 45. */
  mediosDeCobro: z.array(paymentMethodSchema),
});
export type DebitReferenceLists = z.infer<typeof debitReferenceListsSchema>;

/**
 * Body of POST /api/customer/bin/checker/: the card's first digits. The wizard sends the BIN only (6 to 8
 * digits); up to 16 are accepted, as the spec's client sends the whole number, and never stored or logged.
 */
export const binCheckRequestSchema = z.object({
  bin: z
    .string({ error: messages.debitBinInvalid })
    .trim()
    .regex(/^\d{6,16}$/, messages.debitBinInvalid),
});
export type BinCheckRequest = z.infer<typeof binCheckRequestSchema>;

/** The spec's answer (is_prepaid, currency) plus what the table knows, null for an unknown BIN. */
export const binCheckResponseSchema = z.object({
  is_prepaid: z.boolean(),
  currency: z.string(),
  brand: z.string().nullable(),
  /** ISO 3166-1 alpha-2; null when the BIN is unknown. */
  country: z.string().nullable(),
});
export type BinCheckResponse = z.infer<typeof binCheckResponseSchema>;
