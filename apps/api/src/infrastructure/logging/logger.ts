// pino options: JSON lines with secrets redacted wherever they might appear (headers, bodies, nested
// objects a handler chooses to log). Redaction is a safety net; code should not log secrets to begin with.
import type { FastifyServerOptions } from 'fastify';
/** Where JSON log lines go (tests pass a collector). */
export interface LogStream {
  write(line: string): void;
}

const SECRET_KEYS = [
  'password',
  'repeatPassword',
  'newPassword',
  'currentPassword',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'code_hash',
  'reset_token',
  'secret',
  'clienteDebNro',
  'clienteCBU',
  // The BIN check's body: up to the whole card number (the spec's client sends it all).
  'bin',
  'sealed_number',
];
const SECRET_HEADERS = ['authorization', 'x-api-key', 'x-captcha-pass', 'cookie', 'set-cookie'];

export const redactPaths: string[] = [
  // One wildcard level only: pino applies redaction to every per-request child logger, and intermediate
  // wildcards (`*.*.x`) cost a measurable share of a cached read.
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  // Bracket notation: header names contain hyphens.
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `*.headers["${h}"]`]),
];

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[REDACTED]' },
    ...(stream ? { stream } : {}),
  };
}
