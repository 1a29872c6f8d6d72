// The one error type services throw on purpose. It carries a machine code of the domain catalogue; the central
// error handler turns it into the envelope with the catalogue's Spanish text and the code's HTTP status.
import { errorMessages, errorStatus, type ErrorCode } from '@portal/domain';

export interface AppErrorOptions {
  /** Overrides the code's default status (rarely needed: the catalogue fixes one status per code). */
  statusCode?: number;
  /** Overrides the catalogue text, e.g. a formatted message. Must be Spanish and safe to show. */
  message?: string;
  /** Per-field Spanish messages, for validation-like failures found in services. */
  fields?: Record<string, string>;
  /** Seconds after which a retry may succeed (a lock, a limit, a full queue): sent as Retry-After. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorMessages[code], { cause: options.cause });
    this.code = code;
    this.statusCode = options.statusCode ?? errorStatus[code];
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The row a lookup found; NOT_FOUND when it found none. */
export function orNotFound<T>(value: T | undefined | null): T {
  if (!value) throw new AppError('NOT_FOUND');
  return value;
}
