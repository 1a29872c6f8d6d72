// Machine codes of the API error envelope `{message, code, fields}` (design §5). The code is what
// clients branch on; the message is what the person reads, always taken from the catalogue.
import { messages } from './messages.js';

export const errorCodes = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_JSON: 'INVALID_JSON',
  API_KEY_MISSING: 'API_KEY_MISSING',
  API_KEY_INVALID: 'API_KEY_INVALID',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  SERVER_BUSY: 'SERVER_BUSY',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  CAPTCHA_FAILED: 'CAPTCHA_FAILED',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  EMAIL_NOT_FOUND: 'EMAIL_NOT_FOUND',
  CODE_INVALID: 'CODE_INVALID',
  CODE_EXPIRED: 'CODE_EXPIRED',
  CARD_PREPAID: 'CARD_PREPAID',
  CARD_NOT_ARGENTINE: 'CARD_NOT_ARGENTINE',
  CARD_NOT_PROCESSED: 'CARD_NOT_PROCESSED',
  CVU_NOT_ALLOWED: 'CVU_NOT_ALLOWED',
  CBU_INVALID: 'CBU_INVALID',
  CARD_INVALID: 'CARD_INVALID',
  DEBIT_FAILED: 'DEBIT_FAILED',
  PHONE_LIMIT: 'PHONE_LIMIT',
  PAY_BOTH_INVOICES: 'PAY_BOTH_INVOICES',
  FILE_NOT_PDF: 'FILE_NOT_PDF',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILES_MISSING: 'FILES_MISSING',
  BIRTH_DATE_NOT_ADULT: 'BIRTH_DATE_NOT_ADULT',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  EMAIL_ALREADY_REGISTERED: 'EMAIL_ALREADY_REGISTERED',
  COMPANY_CODE_MISMATCH: 'COMPANY_CODE_MISMATCH',
  UNKNOWN_MESSAGE_TYPE: 'UNKNOWN_MESSAGE_TYPE',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  FILES_TOO_LARGE: 'FILES_TOO_LARGE',
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_ERROR: messages.validationFailed,
  INVALID_JSON: messages.invalidJson,
  API_KEY_MISSING: messages.apiKeyMissing,
  API_KEY_INVALID: messages.apiKeyInvalid,
  UNAUTHORIZED: messages.unauthorized,
  FORBIDDEN: messages.forbidden,
  NOT_FOUND: messages.notFound,
  CONFLICT: messages.conflict,
  PAYLOAD_TOO_LARGE: messages.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: messages.unsupportedMediaType,
  RATE_LIMITED: messages.tooManyRequests,
  INTERNAL_ERROR: messages.serverError,
  SERVICE_UNAVAILABLE: messages.serviceUnavailable,
  SERVER_BUSY: messages.serverBusy,
  INVALID_CREDENTIALS: messages.loginInvalidCredentials,
  CAPTCHA_FAILED: messages.captchaFailed,
  USER_NOT_FOUND: messages.userNotFound,
  EMAIL_NOT_FOUND: messages.emailNotFound,
  CODE_INVALID: messages.codeInvalid,
  CODE_EXPIRED: messages.codeExpired,
  CARD_PREPAID: messages.cardPrepaid,
  CARD_NOT_ARGENTINE: messages.cardNotArgentine,
  CARD_NOT_PROCESSED: messages.cardNotProcessed,
  CVU_NOT_ALLOWED: messages.cvuNotAllowed,
  CBU_INVALID: messages.cbuCheckDigits,
  CARD_INVALID: messages.cardLuhn,
  DEBIT_FAILED: messages.debitError,
  PHONE_LIMIT: messages.phoneLimit,
  PAY_BOTH_INVOICES: messages.payBothInvoices,
  FILE_NOT_PDF: messages.fileNotPdf,
  FILE_TOO_LARGE: messages.fileTooLarge,
  FILES_MISSING: messages.filesMissing,
  BIRTH_DATE_NOT_ADULT: messages.birthDateNotAdult,
  SESSION_EXPIRED: messages.sessionExpired,
  ACCOUNT_LOCKED: messages.accountLocked,
  EMAIL_ALREADY_REGISTERED: messages.emailAlreadyRegistered,
  COMPANY_CODE_MISMATCH: messages.companyCodeMismatch,
  UNKNOWN_MESSAGE_TYPE: messages.unknownMessageType,
  TOO_MANY_FILES: messages.tooManyFiles,
  FILES_TOO_LARGE: messages.filesTooLarge,
};

/** Default HTTP status per code, so every route answers the same status for the same failure. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  API_KEY_MISSING: 401,
  API_KEY_INVALID: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  INVALID_CREDENTIALS: 401,
  CAPTCHA_FAILED: 400,
  USER_NOT_FOUND: 404,
  EMAIL_NOT_FOUND: 404,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CARD_PREPAID: 422,
  CARD_NOT_ARGENTINE: 422,
  CARD_NOT_PROCESSED: 422,
  CVU_NOT_ALLOWED: 400,
  CBU_INVALID: 400,
  CARD_INVALID: 400,
  DEBIT_FAILED: 502,
  PHONE_LIMIT: 400,
  PAY_BOTH_INVOICES: 400,
  FILE_NOT_PDF: 415,
  FILE_TOO_LARGE: 413,
  FILES_MISSING: 400,
  BIRTH_DATE_NOT_ADULT: 400,
  SESSION_EXPIRED: 401,
  ACCOUNT_LOCKED: 429,
  EMAIL_ALREADY_REGISTERED: 409,
  COMPANY_CODE_MISMATCH: 404,
  UNKNOWN_MESSAGE_TYPE: 400,
  TOO_MANY_FILES: 400,
  FILES_TOO_LARGE: 413,
};

/** Shape of every API error body. `fields` appears only for validation errors. */
export interface ErrorEnvelope {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

export function errorEnvelope(code: ErrorCode, fields?: Record<string, string>): ErrorEnvelope {
  return fields ? { message: errorMessages[code], code, fields } : { message: errorMessages[code], code };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCodes, value);
}
