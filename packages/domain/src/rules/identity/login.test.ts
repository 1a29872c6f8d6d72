import { describe, expect, it } from 'vitest';
import { canSubmitLogin, canSubmitLoginWithEnter, loginErrorMessage } from './login.js';

describe('login form', () => {
  it('enables the button when both fields are filled', () => {
    expect(canSubmitLogin('a', 'b')).toBe(true);
    expect(canSubmitLogin('', 'b')).toBe(false);
    expect(canSubmitLogin('a', '')).toBe(false);
  });
  it('Enter submits only when each field is longer than 1 character', () => {
    expect(canSubmitLoginWithEnter('ab', 'cd')).toBe(true);
    expect(canSubmitLoginWithEnter('a', 'cd')).toBe(false);
    expect(canSubmitLoginWithEnter('ab', 'c')).toBe(false);
  });
  it('maps statuses to the spec texts', () => {
    expect(loginErrorMessage(401)).toBe('Los datos ingresados son incorrectos');
    expect(loginErrorMessage(204)).toBe('Los datos ingresados son incorrectos');
    expect(loginErrorMessage(500)).toBe('Error en el servidor, intentá más tarde');
    expect(loginErrorMessage(403)).toBe('Ponete en contacto con el servicio al cliente');
    expect(loginErrorMessage(429)).toBe('Ponete en contacto con el servicio al cliente');
  });
});
