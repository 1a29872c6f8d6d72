import { messages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api/api-client';
import { binCheckFailure, debitActionFailure } from './debit-failure';

describe('debitActionFailure', () => {
  it('puts field messages under their fields', () => {
    const error = new ApiError(400, messages.validationFailed, 'VALIDATION_ERROR', { clienteCBU: 'x' });
    expect(debitActionFailure(error)).toEqual({ kind: 'fields', fields: { clienteCBU: 'x' } });
  });

  it('puts a refused card under the number and a refused CBU under the CBU', () => {
    expect(debitActionFailure(new ApiError(422, messages.cardNotArgentine, 'CARD_NOT_ARGENTINE'))).toEqual({
      kind: 'fields',
      fields: { clienteDebNro: messages.cardNotArgentine },
    });
    expect(debitActionFailure(new ApiError(422, messages.cvuNotAllowed, 'CVU_NOT_ALLOWED'))).toEqual({
      kind: 'fields',
      fields: { clienteCBU: messages.cvuNotAllowed },
    });
  });

  it('gives the alert a 4xx reason, but none for a 5xx, a 401 or a dropped connection', () => {
    expect(
      debitActionFailure(new ApiError(409, 'Ya se está procesando.', 'IDEMPOTENCY_IN_PROGRESS')),
    ).toEqual({
      kind: 'alert',
      reason: 'Ya se está procesando.',
    });
    for (const error of [
      new ApiError(500, 'Error en el servidor', 'INTERNAL'),
      new ApiError(401, 'Tu sesión expiró', 'SESSION_EXPIRED'),
      new ApiError(0, messages.errorOccurred, 'NETWORK_ERROR'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(debitActionFailure(error)).toEqual({ kind: 'alert', reason: null });
    }
  });
});

describe('binCheckFailure', () => {
  it("reads an unknown BIN refused by the portal as 'no pudo ser procesada'", () => {
    expect(binCheckFailure(new ApiError(422, 'otro texto', 'CARD_NOT_PROCESSED'))).toEqual({
      kind: 'fields',
      fields: { clienteDebNro: messages.cardNotProcessed },
    });
  });

  it("puts the bin field's message under the card number", () => {
    const error = new ApiError(400, messages.validationFailed, 'VALIDATION_ERROR', {
      bin: messages.debitBinInvalid,
    });
    expect(binCheckFailure(error)).toEqual({
      kind: 'fields',
      fields: { clienteDebNro: messages.debitBinInvalid },
    });
  });
});
