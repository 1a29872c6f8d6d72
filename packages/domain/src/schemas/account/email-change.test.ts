import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import { emailChangeConfirmSchema, emailChangeRequestSchema } from './email-change.js';
import { zodErrorToFields } from '../validation-fields.js';

const fieldsOf = (r: ReturnType<typeof emailChangeConfirmSchema.safeParse>) =>
  r.success ? {} : zodErrorToFields(r.error);

describe('login email change bodies', () => {
  it('asks for a valid login email of at most 50 characters', () => {
    const currentPassword = 'Demo1234';
    expect(emailChangeRequestSchema.safeParse({ email: 'nueva@example.com', currentPassword }).success).toBe(
      true,
    );
    expect(emailChangeRequestSchema.safeParse({ email: 'nueva', currentPassword }).success).toBe(false);
    expect(
      emailChangeRequestSchema.safeParse({ email: `${'a'.repeat(40)}@example.com`, currentPassword }).success,
    ).toBe(false);
  });

  it('asks for the current password (issue #28 §2.1)', () => {
    const refused = emailChangeRequestSchema.safeParse({ email: 'nueva@example.com', currentPassword: '' });
    expect(refused.success ? {} : zodErrorToFields(refused.error)).toEqual({
      currentPassword: messages.required,
    });
    expect(emailChangeRequestSchema.safeParse({ email: 'nueva@example.com' }).success).toBe(false);
  });

  it('confirms with the 6-digit code', () => {
    expect(
      fieldsOf(emailChangeConfirmSchema.safeParse({ email: 'nueva@example.com', code: '123456' })),
    ).toEqual({});
    expect(
      fieldsOf(emailChangeConfirmSchema.safeParse({ email: 'nueva@example.com', code: '12345' })),
    ).toEqual({
      code: messages.codeLength,
    });
  });
});
