// Password rules of spec §5. Each rule is shown separately with a tick or cross, so each one is
// its own check carrying its exact spec text.
import { MAX_LENGTHS, PASSWORD_MIN_LENGTH } from '../../constants.js';
import { messages } from '../../messages.js';

export type PasswordRuleId = 'uppercase' | 'minLength' | 'match';

export interface PasswordRuleResult {
  id: PasswordRuleId;
  ok: boolean;
  message: string;
}

/** Any uppercase letter counts, accented ones included ('Ñ', 'Á'). */
export function checkPasswordUppercase(password: string): PasswordRuleResult {
  return { id: 'uppercase', ok: /\p{Lu}/u.test(password), message: messages.passwordUppercase };
}

/** Counted in characters (code points), not UTF-16 units. */
export function checkPasswordMinLength(password: string): PasswordRuleResult {
  return {
    id: 'minLength',
    ok: [...password].length >= PASSWORD_MIN_LENGTH,
    message: messages.passwordMinLength,
  };
}

/** An empty pair does not "match": the confirm button stays disabled until something is typed. */
export function checkPasswordsMatch(password: string, repeat: string): PasswordRuleResult {
  return { id: 'match', ok: password !== '' && password === repeat, message: messages.passwordsMustMatch };
}

export function checkPasswordRules(password: string, repeat: string): PasswordRuleResult[] {
  return [
    checkPasswordUppercase(password),
    checkPasswordMinLength(password),
    checkPasswordsMatch(password, repeat),
  ];
}

/** Confirm is disabled until all rules hold (and the password fits the 40-character field). */
export function passwordRulesPass(password: string, repeat: string): boolean {
  return (
    checkPasswordRules(password, repeat).every((r) => r.ok) && [...password].length <= MAX_LENGTHS.password
  );
}
