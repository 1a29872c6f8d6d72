import { apiMessages } from './api-messages.js';
import { describe, expect, it } from 'vitest';
import { errorEnvelope, errorMessages, errorStatus } from './error-answers.js';
import { errorCodes, isErrorCode } from './error-codes.js';
import { billingMessages } from './billing-messages.js';
import { formatMessage, messages, tooLongMessage } from './messages.js';

// The pages' catalogue and the API's own texts (ADR 0070) follow the same rules.
const allTexts: string[] = [messages, apiMessages, billingMessages].flatMap((c) => Object.values(c));

describe('Spanish catalogue', () => {
  it('keeps the spec texts in vos with their spelling corrected', () => {
    expect(messages.serverError).toBe('Error en el servidor, intentá más tarde');
    expect(messages.loginInvalidCredentials).toBe('Los datos ingresados son incorrectos');
    expect(messages.loginContactSupport).toBe('Ponete en contacto con el servicio al cliente');
    expect(messages.unexpectedError).toBe('Ocurrió un error inesperado.');
    expect(messages.cardNotArgentine).toBe('Error: la tarjeta que estás intentando usar no es de Argentina.');
    expect(messages.payBothInvoices).toBe('Tenés que pagar las dos facturas.');
    expect(messages.phoneLimit).toBe('No podés tener más de dos números');
    expect(messages.sessionExpired).toBe('Tu sesión ha expirado, por favor iniciá sesión de nuevo.');
    expect(messages.allServicesContracted).toBe('Ya contás con todos los servicios');
    expect(messages.cartEmptied).toBe('Carrito Vaciado');
  });
  it('has the generic texts', () => {
    expect(messages.required).toBe('Este campo es obligatorio.');
    expect(tooLongMessage(60)).toBe('Máximo 60 caracteres.');
    expect(apiMessages.notFound).toBe('No encontramos lo que buscás.');
    expect(apiMessages.tooManyRequests).toBe('Demasiados intentos. Esperá unos minutos y volvé a intentar.');
    expect(apiMessages.invalidJson).toBe('El cuerpo de la solicitud no es un JSON válido.');
  });
  it('has the texts of the messages endpoint', () => {
    expect(apiMessages.companyCodeMismatch).toBe('El código de empresa no corresponde.');
    expect(apiMessages.unknownMessageType).toBe('Tipo de mensaje desconocido.');
    expect(formatMessage(apiMessages.requestNumberMailSubject, { number: 'G-2026-000123' })).toBe(
      'Recibimos tu solicitud: número de gestión G-2026-000123',
    );
    expect(errorEnvelope('UNKNOWN_MESSAGE_TYPE')).toEqual({
      message: 'Tipo de mensaje desconocido.',
      code: 'UNKNOWN_MESSAGE_TYPE',
    });
    expect(errorStatus.COMPANY_CODE_MISMATCH).toBe(404);
    expect(errorStatus.FILES_TOO_LARGE).toBe(413);
  });
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage(messages.paymentRequestFailed, { status: 502 })).toBe('Ocurrió un error: 502');
    expect(formatMessage('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
  it('speaks vos, never usted', () => {
    const usted =
      /\b(usted|intente|ingrese|póngase|pongase|tenga|comuníquese|verifique|su contraseña|inicia sesión)\b/i;
    for (const text of allTexts) expect(text).not.toMatch(usted);
  });
  it('has no empty text', () => {
    for (const text of allTexts) expect(text.trim()).not.toBe('');
  });
});

describe('error codes', () => {
  it('maps every code to a message and a status', () => {
    for (const code of Object.keys(errorCodes)) {
      expect(isErrorCode(code)).toBe(true);
      expect(errorMessages[code as keyof typeof errorCodes]).toBeTruthy();
      expect(errorStatus[code as keyof typeof errorCodes]).toBeGreaterThanOrEqual(400);
    }
    expect(isErrorCode('toString')).toBe(false);
  });
  it('never leaks internals on a 500', () => {
    expect(errorEnvelope('INTERNAL_ERROR')).toEqual({
      message: 'Error en el servidor, intentá más tarde',
      code: 'INTERNAL_ERROR',
    });
  });
  it('adds fields only when given', () => {
    expect(errorEnvelope('VALIDATION_ERROR', { name: messages.required }).fields).toEqual({
      name: 'Este campo es obligatorio.',
    });
    expect(errorMessages.CVU_NOT_ALLOWED).toBe('No se admite CVU');
    expect(errorStatus.RATE_LIMITED).toBe(429);
  });
});
