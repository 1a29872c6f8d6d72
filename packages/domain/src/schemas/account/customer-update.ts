// Body of PUT /api/customer/actualizar/{customer}/ (spec §7): the first-entry phone and birth-date
// steps and the contact data editor. Phones travel as 'phone-N' (new value) and 'phone-N-old'
// (value being replaced), N counting from 1 in the order of dataClient.telefono.
import { z } from 'zod';
import { messages } from '../../messages.js';
import { todayInUshuaia, type CalendarDate } from '../../rules/common/calendar-date.js';
import {
  isValidNewPhoneNumber,
  isValidPhoneNumber,
  isValidPrefix,
  joinPhone,
  splitPhone,
} from '../../rules/identity/phone.js';
import type { PhoneEntry } from '../../rules/identity/phone.js';
import { birthDateField, emailField } from '../fields.js';

export const PHONE_ACTIONS = ['update', 'insert'] as const;
export type PhoneAction = (typeof PHONE_ACTIONS)[number];

const PHONE_KEY = /^phone-(\d+)(-old)?$/;

/** A full phone (area code + number) as stored: the split must give a valid prefix and number. */
export function isValidFullPhone(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const { prefix, number } = splitPhone(value);
  return isValidPrefix(prefix) && isValidPhoneNumber(number) && joinPhone(prefix, number) === value;
}

export function createCustomerUpdateSchema(today: () => CalendarDate = () => todayInUshuaia()) {
  return z
    .object({
      birthday: birthDateField(today).optional(),
      phoneEntry: z.boolean().optional(),
      phoneAction: z.enum(PHONE_ACTIONS, { error: messages.invalidValue }).optional(),
      /** The new phone of an insert. */
      phone: z.string().optional(),
      /** Second email; empty clears it. Not part of the first-entry steps. */
      email2: z.union([z.literal(''), emailField()]).optional(),
    })
    .catchall(z.string({ error: messages.invalidValue }))
    .superRefine((body, ctx) => {
      for (const [key, value] of Object.entries(body)) {
        if (['birthday', 'phoneEntry', 'phoneAction', 'phone', 'email2'].includes(key)) continue;
        const match = PHONE_KEY.exec(key);
        if (!match) {
          ctx.addIssue({ code: 'custom', message: messages.invalidValue, path: [key] });
          continue;
        }
        // An empty new value removes the phone; the old value only has to be present.
        if (!match[2] && value !== '' && !isValidFullPhone(String(value))) {
          ctx.addIssue({ code: 'custom', message: messages.invalidPhone, path: [key] });
        }
      }
      if (body.phoneAction === 'insert') {
        const { number } = splitPhone(body.phone ?? '');
        if (!body.phone || !isValidFullPhone(body.phone) || !isValidNewPhoneNumber(number)) {
          ctx.addIssue({ code: 'custom', message: messages.phoneNumberInvalid, path: ['phone'] });
        }
      }
    });
}

export const customerUpdateSchema = createCustomerUpdateSchema();
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/**
 * Bodies the phone editor sends: one 'update' body for modified and removed phones (removed ones
 * as an empty value), then one 'insert' body per added phone.
 */
export function buildPhoneUpdateBodies(entries: readonly PhoneEntry[]): Record<string, string | boolean>[] {
  const bodies: Record<string, string | boolean>[] = [];
  const update: Record<string, string | boolean> = { phoneEntry: true, phoneAction: 'update' };
  let changed = false;
  entries.forEach((entry, index) => {
    if (entry.insert || !(entry.modify || entry.remove)) return;
    update[`phone-${index + 1}`] = entry.remove ? '' : joinPhone(entry.prefix, entry.number);
    update[`phone-${index + 1}-old`] = entry.originalNumber;
    changed = true;
  });
  if (changed) bodies.push(update);
  for (const entry of entries) {
    if (entry.insert && !entry.remove) {
      bodies.push({ phoneEntry: true, phoneAction: 'insert', phone: joinPhone(entry.prefix, entry.number) });
    }
  }
  return bodies;
}
