// Register draft (spec §3, register flow of §2): adult birth date, password rules, accepted terms
// and a map position inside Ushuaia.
import { z } from 'zod';
import { messages } from '../../messages.js';
import { todayInUshuaia, type CalendarDate } from '../../rules/common/calendar-date.js';
import { isInsideUshuaiaBounds } from '../../rules/content/map.js';
import {
  birthDateField,
  contactPhoneField,
  dniField,
  emailField,
  genderField,
  optionalText,
  requiredText,
} from '../fields.js';
import { passwordRulesRefinement } from './password.js';

export function createRegisterDraftSchema(today: () => CalendarDate = () => todayInUshuaia()) {
  return z
    .object({
      name: requiredText(),
      surName: requiredText(),
      gender: genderField(),
      dni: dniField(),
      birthdate: birthDateField(today),
      acceptByC: z.literal(true, { error: messages.mustAcceptTerms }),
      property: requiredText(),
      /** Residence type of step 1 (house, apartment...); the spec's draft leaves it out. */
      residence: optionalText(),
      phone: contactPhoneField(),
      email: emailField(),
      address: z
        .object({
          address: requiredText(),
          number: requiredText(),
          house: optionalText(),
          floor: optionalText(),
          depto: optionalText(),
          lat: z.number({ error: messages.positionOutsideMap }),
          lng: z.number({ error: messages.positionOutsideMap }),
        })
        .refine(isInsideUshuaiaBounds, { message: messages.positionOutsideMap, path: ['lat'] }),
      /** Step 3: how they heard of the company and their previous internet provider. */
      howHeard: optionalText(),
      previousProvider: optionalText(),
      password: z.string({ error: messages.required }),
      repeatPassword: z.string({ error: messages.required }),
    })
    .superRefine(passwordRulesRefinement);
}

export const registerDraftSchema = createRegisterDraftSchema();
export type RegisterDraft = z.infer<typeof registerDraftSchema>;
