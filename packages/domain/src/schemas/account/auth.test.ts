import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import { zodErrorToFields } from '../validation-fields.js';
import {
  captchaRequestSchema,
  loginCredentialsSchema,
  loginResponseSchema,
  recoverPasswordSchema,
  recoverUserSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  validateCodeSchema,
} from './auth.js';
import { passwordRulesSchema } from './password.js';

const fields = (r: { success: boolean; error?: unknown }) =>
  r.success ? {} : zodErrorToFields(r.error as Parameters<typeof zodErrorToFields>[0]);

describe('login credentials', () => {
  const ok = { username: 'cliente@example.com', password: 'Demo1234', company: 'uv' };
  it('accepts valid credentials', () => {
    expect(loginCredentialsSchema.safeParse(ok).success).toBe(true);
  });
  it('caps the email at 50 and the password at 40', () => {
    expect(loginCredentialsSchema.safeParse({ ...ok, username: 'a'.repeat(50) }).success).toBe(true);
    expect(fields(loginCredentialsSchema.safeParse({ ...ok, username: 'a'.repeat(51) }))).toEqual({
      username: 'Máximo 50 caracteres.',
    });
    expect(loginCredentialsSchema.safeParse({ ...ok, password: 'a'.repeat(40) }).success).toBe(true);
    expect(fields(loginCredentialsSchema.safeParse({ ...ok, password: 'a'.repeat(41) }))).toEqual({
      password: 'Máximo 40 caracteres.',
    });
  });
  it('requires both fields and the uv company', () => {
    expect(fields(loginCredentialsSchema.safeParse({ company: 'uv' }))).toEqual({
      username: messages.required,
      password: messages.required,
    });
    expect(loginCredentialsSchema.safeParse({ ...ok, company: '2' }).success).toBe(false);
  });
  it('reads the login response', () => {
    expect(loginResponseSchema.safeParse({ client: [], token: 't', entry: 0 }).success).toBe(true);
  });
});

describe('recovery', () => {
  it('recover user needs name, nro and dni', () => {
    expect(fields(recoverUserSchema.safeParse({ company: 'uv' }))).toEqual({
      name: messages.required,
      nro: messages.required,
      dni: messages.required,
    });
    expect(
      recoverUserSchema.safeParse({ company: 'uv', name: 'Ana', nro: '1001', dni: '30123456' }).success,
    ).toBe(true);
  });
  it('recover password needs a valid email', () => {
    expect(fields(recoverPasswordSchema.safeParse({ company: 'uv', email: '' }))).toEqual({
      email: messages.required,
    });
    expect(fields(recoverPasswordSchema.safeParse({ company: 'uv', email: 'x@' }))).toEqual({
      email: messages.invalidEmail,
    });
  });
  it.each([
    ['12345', false],
    ['123456', true],
    ['1234567', false],
    ['12a456', false],
  ])('validate code %s: %s', (code, ok) => {
    expect(validateCodeSchema.safeParse({ code, company: 'uv', email: 'a@example.com' }).success).toBe(ok);
  });
  it('reset re-checks the password rules on the server', () => {
    const base = { company: 'uv', email: 'a@example.com', reset_token: 't' };
    expect(resetPasswordSchema.safeParse({ ...base, password: 'Demo12' }).success).toBe(true);
    expect(fields(resetPasswordSchema.safeParse({ ...base, password: 'demo12' }))).toEqual({
      password: messages.passwordUppercase,
    });
    expect(fields(resetPasswordSchema.safeParse({ ...base, password: 'Demo1' }))).toEqual({
      password: messages.passwordMinLength,
    });
    expect(updatePasswordSchema.safeParse({ password: 'Demo12', firstEntry: 3 }).success).toBe(true);
  });
  it('password change takes the current password and checks the repeat when sent', () => {
    const change = { currentPassword: 'Demo1234', password: 'Nueva12' };
    expect(fields(updatePasswordSchema.safeParse(change))).toEqual({});
    expect(fields(updatePasswordSchema.safeParse({ ...change, repeatPassword: 'Nueva13' }))).toEqual({
      repeatPassword: messages.passwordsMustMatch,
    });
    expect(fields(updatePasswordSchema.safeParse({ ...change, password: 'nueva12' }))).toEqual({
      password: messages.passwordUppercase,
    });
  });
  it('reset needs the reset token and checks the repeat when sent', () => {
    const base = { company: 'uv', email: 'a@example.com', password: 'Demo12' };
    expect(fields(resetPasswordSchema.safeParse(base))).toEqual({ reset_token: messages.codeExpired });
    expect(
      fields(resetPasswordSchema.safeParse({ ...base, reset_token: 't', repeatPassword: 'Demo13' })),
    ).toEqual({ repeatPassword: messages.passwordsMustMatch });
    expect(
      resetPasswordSchema.safeParse({ ...base, reset_token: 't', repeatPassword: 'Demo12' }).success,
    ).toBe(true);
  });
  it('captcha request carries company 2 and the action the pass is for', () => {
    const valid = { token: 'x', company: '2', action: 'password-reset' };
    expect(captchaRequestSchema.safeParse(valid).success).toBe(true);
    expect(captchaRequestSchema.safeParse({ ...valid, token: '' }).success).toBe(false);
    expect(captchaRequestSchema.safeParse({ token: 'x', company: '2' }).success).toBe(false);
    expect(captchaRequestSchema.safeParse({ ...valid, action: 'login' }).success).toBe(false);
  });
});

describe('passwordRulesSchema', () => {
  it('reports each failing rule on its field', () => {
    const r = passwordRulesSchema.safeParse({ password: 'abc', repeatPassword: 'abd' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'La contraseña debe contener una mayúscula.'],
      ['password', 'Debe contener como mínimo 6 caracteres'],
      ['repeatPassword', 'Las contraseñas deben coincidir.'],
    ]);
  });
  it('passes when every rule holds', () => {
    expect(passwordRulesSchema.safeParse({ password: 'Abcdef', repeatPassword: 'Abcdef' }).success).toBe(
      true,
    );
  });
});
