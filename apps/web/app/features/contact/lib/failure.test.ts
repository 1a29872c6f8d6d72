import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api/api-client';
import { classifyFailure } from './failure';

describe('classifyFailure', () => {
  it('keeps field errors in the form', () => {
    const error = new ApiError(400, 'Revisá', 'VALIDATION', { dni: 'DNI inválido' });
    expect(classifyFailure(error, false)).toEqual({ kind: 'fields', fields: { dni: 'DNI inválido' } });
  });

  it('leaves a dead session to the session-expired modal only on authenticated calls', () => {
    const error = new ApiError(401, 'Tu sesión ha expirado', 'UNAUTHORIZED');
    expect(classifyFailure(error, true)).toEqual({ kind: 'session' });
    expect(classifyFailure(error, false).kind).toBe('server');
  });

  it("alerts 'Ocurrió un error' on 5xx and network failures, the server's text on other 4xx", () => {
    expect(classifyFailure(new ApiError(500, 'x', 'INTERNAL'), false)).toEqual({
      kind: 'server',
      alert: 'Ocurrió un error',
    });
    expect(classifyFailure(new TypeError('Failed to fetch'), false)).toEqual({
      kind: 'server',
      alert: 'Ocurrió un error',
    });
    expect(classifyFailure(new ApiError(429, 'Demasiados intentos.', 'RATE'), false)).toEqual({
      kind: 'server',
      alert: 'Demasiados intentos.',
    });
  });
});
