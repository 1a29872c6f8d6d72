// The ONE place where errors become the envelope {message, code, fields}. Routes and services throw; nothing
// else formats an error body. 4xx answers carry the catalogue's Spanish text; a database that cannot be reached
// is a 503 with Retry-After; any other unexpected failure becomes a 500 with the spec's generic text and is
// logged with its stack, so internals never reach the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope, messages, type ErrorCode, type ErrorEnvelope } from '@portal/domain';
import { isAppError } from '../lib/app-error.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '../infrastructure/db/database-unavailable.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** '/address/number' -> 'address.number'; the whole body -> '_'. */
function fieldsFromValidation(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
    const key = path || '_';
    if (!(key in fields)) fields[key] = issue.message || messages.invalidValue;
  }
  return fields;
}

/** Fastify's own client errors (parsing, limits) mapped onto the catalogue. */
function codeForClientError(error: FastifyError, status: number): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'INVALID_JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
  }
  if (error instanceof SyntaxError) return 'INVALID_JSON';
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_ERROR';
  }
}

function send(reply: FastifyReply, status: number, body: ErrorEnvelope): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isAppError(error) && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    // A deliberate refusal (lock, limit, shed load) is the server working as designed: no error log.
    if (error.statusCode >= 500) return send(reply, error.statusCode, errorEnvelope(error.code));
  }
  if (isAppError(error) && error.statusCode < 500) {
    const body: ErrorEnvelope = { message: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    return send(reply, error.statusCode, body);
  }

  if (Array.isArray(error.validation) && error.validation.length > 0) {
    return send(reply, 400, errorEnvelope('VALIDATION_ERROR', fieldsFromValidation(error.validation)));
  }

  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, status }, 'client error');
    return send(reply, status, errorEnvelope(codeForClientError(error, status)));
  }

  if (isAppError(error)) {
    // A deliberate 5xx (an upstream adapter failed): its catalogue text is safe to show.
    request.log.error({ err: error }, 'service error');
    return send(reply, error.statusCode, { message: error.message, code: error.code });
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, 503, errorEnvelope('SERVICE_UNAVAILABLE'));
  }

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, errorEnvelope('INTERNAL_ERROR'));
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => send(reply, 404, errorEnvelope('NOT_FOUND')));
}

export default fp(errorHandler, { name: 'error-handler' });
