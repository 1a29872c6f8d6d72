// zod glue for the password rules: each failing rule becomes an issue with its spec text, on the
// field a person has to change.
import { z } from 'zod';
import { MAX_LENGTHS } from '../../constants.js';
import { messages } from '../../messages.js';
import { checkPasswordRules } from '../../rules/identity/password.js';

export function passwordRulesRefinement(
  value: { password: string; repeatPassword: string },
  ctx: z.RefinementCtx,
): void {
  for (const rule of checkPasswordRules(value.password, value.repeatPassword)) {
    if (!rule.ok) {
      ctx.addIssue({
        code: 'custom',
        message: rule.message,
        path: [rule.id === 'match' ? 'repeatPassword' : 'password'],
      });
    }
  }
  if ([...value.password].length > MAX_LENGTHS.password) {
    ctx.addIssue({ code: 'custom', message: messages.passwordTooLong, path: ['password'] });
  }
}

/** `{password, repeatPassword}` valid only when every rule of spec §5 holds. */
export const passwordRulesSchema = z
  .object({
    password: z.string({ error: messages.required }),
    repeatPassword: z.string({ error: messages.required }),
  })
  .superRefine(passwordRulesRefinement);
export type PasswordRules = z.infer<typeof passwordRulesSchema>;

/** The account's password change form: the current password, then a new one that passes every rule. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(MAX_LENGTHS.password),
    password: z.string({ error: messages.required }),
    repeatPassword: z.string({ error: messages.required }),
  })
  .superRefine(passwordRulesRefinement);
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;
