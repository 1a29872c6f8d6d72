// Field builders with the catalogue's Spanish messages. Every schema uses them so a missing value
// reads 'Este campo es obligatorio.' everywhere, never zod's English default.
import { z } from 'zod';
import { GENDERS, MAX_LENGTHS, SERVICE_OPTIONS } from '../constants.js';
import { messages, tooLongMessage, tooShortMessage } from '../messages.js';
import { birthDateMessage, checkBirthDate } from '../rules/identity/birth-date.js';
import { todayInUshuaia, type CalendarDate } from '../rules/common/calendar-date.js';

/** Missing or wrong-typed input reads as "required": that is what a person sees it as. */
const requiredError = { error: messages.required };

export function requiredText(max: number = MAX_LENGTHS.text) {
  return z.string(requiredError).trim().min(1, messages.required).max(max, tooLongMessage(max));
}

/** Optional text: absent or empty both mean "not given". */
export function optionalText(max: number = MAX_LENGTHS.text) {
  return z.string(requiredError).trim().max(max, tooLongMessage(max)).optional();
}

export function requiredTextarea() {
  return requiredText(MAX_LENGTHS.textarea);
}

export function optionalTextarea() {
  return optionalText(MAX_LENGTHS.textarea);
}

/** Text longer than `min - 1` characters (the spec's "longer than N" rules). */
export function textWithMin(
  min: number,
  message: string = tooShortMessage(min),
  max: number = MAX_LENGTHS.text,
) {
  return z
    .string(requiredError)
    .trim()
    .min(1, messages.required)
    .min(min, message)
    .max(max, tooLongMessage(max));
}

export function emailField(max: number = MAX_LENGTHS.text) {
  return z
    .string(requiredError)
    .trim()
    .min(1, messages.required)
    .max(max, tooLongMessage(max))
    .pipe(z.email(messages.invalidEmail));
}

export function digitsField(min: number, max: number, message: string = messages.digitsOnly) {
  return z
    .string(requiredError)
    .trim()
    .min(1, messages.required)
    .regex(/^\d+$/, messages.digitsOnly)
    .min(min, message)
    .max(max, message);
}

/** DNI: 7-8 digits today; older documents have 6, and CUIT/CUIL (companies) 11. */
export function dniField() {
  return digitsField(6, 11, messages.invalidDni);
}

/** Contact phone with area code, digits only (number-only input). */
export function contactPhoneField() {
  return digitsField(6, 15, messages.invalidPhone);
}

/** Numeric ids on the wire (client_id, clienteNro, bank and method ids). */
export function positiveIdField() {
  return z.number(requiredError).int(messages.invalidValue).positive(messages.invalidValue);
}

export function serviceOptionField() {
  return z.enum(SERVICE_OPTIONS, { error: messages.invalidOption });
}

export function genderField() {
  return z.enum(GENDERS, { error: messages.invalidOption });
}

/** 0 visitor, 1 customer. */
export function subscriberField() {
  return z.union([z.literal(0), z.literal(1)], { error: messages.invalidValue });
}

/** Adult birth date 'YYYY-MM-DD'; `today` is read at parse time (and injectable for tests). */
export function birthDateField(today: () => CalendarDate = () => todayInUshuaia()) {
  return z
    .string(requiredError)
    .trim()
    .min(1, messages.required)
    .superRefine((value, ctx) => {
      const message = birthDateMessage(checkBirthDate(value, today()));
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
