import { describe, expect, it } from 'vitest';
import {
  checkPasswordMinLength,
  checkPasswordRules,
  checkPasswordsMatch,
  checkPasswordUppercase,
  passwordRulesPass,
} from './password.js';

describe('password rules', () => {
  it('needs an uppercase letter, with its spec text', () => {
    expect(checkPasswordUppercase('demo1234')).toEqual({
      id: 'uppercase',
      ok: false,
      message: 'La contraseña debe contener una mayúscula.',
    });
    expect(checkPasswordUppercase('Demo1234').ok).toBe(true);
    expect(checkPasswordUppercase('ñandú1Ñ').ok).toBe(true);
    expect(checkPasswordUppercase('123456').ok).toBe(false);
  });

  it('needs at least 6 characters, with its spec text', () => {
    expect(checkPasswordMinLength('Abcde')).toEqual({
      id: 'minLength',
      ok: false,
      message: 'Debe contener como mínimo 6 caracteres',
    });
    expect(checkPasswordMinLength('Abcdef').ok).toBe(true);
  });

  it('needs both fields to match, with its spec text', () => {
    expect(checkPasswordsMatch('Demo1234', 'Demo1235')).toEqual({
      id: 'match',
      ok: false,
      message: 'Las contraseñas deben coincidir.',
    });
    expect(checkPasswordsMatch('Demo1234', 'Demo1234').ok).toBe(true);
    expect(checkPasswordsMatch('', '').ok).toBe(false);
  });

  it('reports every rule in display order', () => {
    expect(checkPasswordRules('abc', 'abd').map((r) => [r.id, r.ok])).toEqual([
      ['uppercase', false],
      ['minLength', false],
      ['match', false],
    ]);
  });

  it('confirm is enabled only when all rules hold and it fits 40 characters', () => {
    expect(passwordRulesPass('Abcdef', 'Abcdef')).toBe(true);
    expect(passwordRulesPass('Abcde', 'Abcde')).toBe(false);
    expect(passwordRulesPass('abcdef', 'abcdef')).toBe(false);
    expect(passwordRulesPass('Abcdef', 'Abcdeg')).toBe(false);
    const forty = 'A' + 'b'.repeat(39);
    expect(passwordRulesPass(forty, forty)).toBe(true);
    expect(passwordRulesPass(forty + 'c', forty + 'c')).toBe(false);
  });
});
