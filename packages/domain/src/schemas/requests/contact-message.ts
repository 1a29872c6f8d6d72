// Contact message payload of every type (spec §3) with the required fields of spec §5.
// POST /api/mensajes/company-code/{code}/ receives all of them; `type` selects the rules.
import { z } from 'zod';
import { MOVE_PROVINCE } from '../../constants.js';
import { MESSAGE_TYPES } from '../../message-types.js';
import { messages } from '../../messages.js';
import { todayInUshuaia, type CalendarDate } from '../../rules/common/calendar-date.js';
import { cartItemSchema } from '../content/rates.js';
import {
  birthDateField,
  contactPhoneField,
  dniField,
  emailField,
  genderField,
  optionalText,
  optionalTextarea,
  positiveIdField,
  requiredText,
  requiredTextarea,
  serviceOptionField,
  subscriberField,
} from '../fields.js';

/** Fields every type may carry (reason, subscriber, client_id, service, details). */
const common = {
  reason: optionalText(),
  subscriber: subscriberField().optional(),
  client_id: positiveIdField().optional(),
  service: optionalText(),
  details: optionalTextarea(),
  message: optionalTextarea(),
};

/** Types that need login carry the customer number and subscriber 1. */
const loggedIn = {
  subscriber: z.literal(1, { error: messages.invalidValue }),
  client_id: positiveIdField(),
};

const typeLiteral = <T extends number>(type: T) => z.literal(type);

const person = {
  name: requiredText(),
  email: emailField(),
  phone: contactPhoneField(),
  dni: dniField(),
};

/** Plan choice of the acquire and plan-change forms: names of the chosen packets. */
const planChoice = {
  internetPlan: optionalText(),
  clickTvPlan: optionalText(),
};
const hasPlan = (v: { internetPlan?: string | undefined; clickTvPlan?: string | undefined }): boolean =>
  Boolean(v.internetPlan) || Boolean(v.clickTvPlan);

export function createContactMessageSchemas(today: () => CalendarDate = () => todayInUshuaia()) {
  const contact = z.object({
    ...common,
    type: typeLiteral(MESSAGE_TYPES.contact),
    ...person,
    address: requiredText(),
    message: requiredTextarea(),
  });

  const cancellation = z.object({
    ...common,
    ...loggedIn,
    type: typeLiteral(MESSAGE_TYPES.cancellation),
    ...person,
    service: serviceOptionField(),
    details: requiredTextarea(),
  });

  const illegalConnection = z.object({
    ...common,
    type: typeLiteral(MESSAGE_TYPES.illegalConnection),
    address: requiredText(),
    message: requiredTextarea(),
    nro: requiredText(),
    depto: optionalText(),
    house: optionalText(),
    floor: optionalText(),
  });

  const regret = z.object({
    ...common,
    type: typeLiteral(MESSAGE_TYPES.regret),
    ...person,
    service: serviceOptionField(),
  });

  const cart = z.object({
    ...common,
    type: typeLiteral(MESSAGE_TYPES.cart),
    ...person,
    address: requiredText(),
    message: requiredTextarea(),
    items: z.array(cartItemSchema, { error: messages.cartItemsRequired }).min(1, messages.cartItemsRequired),
  });

  const corporateInternet = z.object({
    ...common,
    type: typeLiteral(MESSAGE_TYPES.corporateInternet),
    ...person,
    address: requiredText(),
    message: requiredTextarea(),
  });

  /** Ours (ADR 0065): the careers page's application, the contact fields under its own type. */
  const jobApplication = z.object({
    ...common,
    type: typeLiteral(MESSAGE_TYPES.jobApplication),
    ...person,
    address: requiredText(),
    message: requiredTextarea(),
  });

  const acquireService = z
    .object({
      ...common,
      ...loggedIn,
      type: typeLiteral(MESSAGE_TYPES.acquireService),
      ...person,
      ...planChoice,
    })
    .refine(hasPlan, { message: messages.planRequired, path: ['internetPlan'] });

  /** Current plans travel with the choice so the server can check that something changes. */
  const planChange = z
    .object({
      ...common,
      ...loggedIn,
      type: typeLiteral(MESSAGE_TYPES.planChange),
      name: requiredText(),
      email: emailField().optional(),
      phone: contactPhoneField().optional(),
      dni: dniField().optional(),
      ...planChoice,
      currentInternetPlan: optionalText(),
      currentClickTvPlan: optionalText(),
    })
    .refine(hasPlan, { message: messages.planRequired, path: ['internetPlan'] })
    .refine(planChangeDiffers, { message: messages.planUnchanged, path: ['internetPlan'] });

  const holderChange = z.object({
    ...common,
    ...loggedIn,
    type: typeLiteral(MESSAGE_TYPES.holderChange),
    ...person,
    birthdate: birthDateField(today),
    gender: genderField(),
    address: requiredText(),
  });

  const move = z.object({
    ...common,
    ...loggedIn,
    type: typeLiteral(MESSAGE_TYPES.move),
    address: requiredText(),
    city: requiredText(),
    locality: requiredText(),
    /** Number of TV outlets (bocas) at the new address. */
    numberOfMouths: z
      .number({ error: messages.required })
      .int(messages.invalidValue)
      .min(1, messages.invalidValue)
      .max(99, messages.invalidValue),
    province: z.literal(MOVE_PROVINCE, { error: messages.invalidValue }).default(MOVE_PROVINCE),
  });

  const authorisation = z.object({
    ...common,
    ...loggedIn,
    type: typeLiteral(MESSAGE_TYPES.authorisation),
    name: requiredText(),
    dni: dniField(),
    message: requiredTextarea(),
  });

  const byType = {
    [MESSAGE_TYPES.contact]: contact,
    [MESSAGE_TYPES.cancellation]: cancellation,
    [MESSAGE_TYPES.illegalConnection]: illegalConnection,
    [MESSAGE_TYPES.regret]: regret,
    [MESSAGE_TYPES.cart]: cart,
    [MESSAGE_TYPES.corporateInternet]: corporateInternet,
    [MESSAGE_TYPES.acquireService]: acquireService,
    [MESSAGE_TYPES.planChange]: planChange,
    [MESSAGE_TYPES.holderChange]: holderChange,
    [MESSAGE_TYPES.move]: move,
    [MESSAGE_TYPES.authorisation]: authorisation,
    [MESSAGE_TYPES.jobApplication]: jobApplication,
  } as const;

  const any = z.discriminatedUnion(
    'type',
    [
      contact,
      cancellation,
      illegalConnection,
      regret,
      cart,
      corporateInternet,
      acquireService,
      planChange,
      holderChange,
      move,
      authorisation,
      jobApplication,
    ],
    { error: messages.invalidValue },
  );

  return { byType, any };
}

/** At least one chosen plan differs from the current one (an empty choice changes nothing). */
export function planChangeDiffers(v: {
  internetPlan?: string | undefined;
  clickTvPlan?: string | undefined;
  currentInternetPlan?: string | undefined;
  currentClickTvPlan?: string | undefined;
}): boolean {
  return (
    (Boolean(v.internetPlan) && v.internetPlan !== v.currentInternetPlan) ||
    (Boolean(v.clickTvPlan) && v.clickTvPlan !== v.currentClickTvPlan)
  );
}

const schemas = createContactMessageSchemas();
/** One schema per message type, e.g. `contactMessageSchemas[6]` for the regret form. */
export const contactMessageSchemas = schemas.byType;
/** Discriminated union on `type`: the body of POST /api/mensajes/company-code/{code}/. */
export const contactMessageSchema = schemas.any;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageOf<T extends keyof typeof contactMessageSchemas> = z.infer<
  (typeof contactMessageSchemas)[T]
>;

const NUMERIC_MULTIPART_FIELDS = ['type', 'subscriber', 'client_id', 'numberOfMouths'] as const;

/**
 * Multipart bodies (types 11 and 13) carry every field as a string; this turns the numeric ones
 * back into numbers so the same schema validates JSON and multipart alike.
 */
export function normaliseMultipartFields(fields: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = { ...fields };
  for (const key of NUMERIC_MULTIPART_FIELDS) {
    const value = fields[key];
    if (value !== undefined && /^\d+$/.test(value.trim())) out[key] = Number(value);
  }
  return out;
}
