// Rate limit of the messages endpoint, per IP: public forms (captcha-protected, anyone can send them) get
// 10 per 10 minutes; customers' forms share the same counter with a higher ceiling, since a logged-in
// customer filling several Trámites in a row is normal. It runs as a preHandler so the JSON body (its type)
// is known; a multipart body counts as a customer's form, and is refused anyway without a valid token.
import type { RateLimitOptions } from '@fastify/rate-limit';
import { isMessageType, messageTypeNeedsLogin } from '@portal/domain';
import type { FastifyRequest } from 'fastify';

export const TEN_MINUTES = 10 * 60_000;
export const PUBLIC_MESSAGES_PER_WINDOW = 10;
export const CUSTOMER_MESSAGES_PER_WINDOW = 30;

function isPublicMessage(request: FastifyRequest): boolean {
  const body = request.body as { type?: unknown } | undefined;
  if (body === undefined || body === null || typeof body !== 'object') return false;
  return !(isMessageType(body.type) && messageTypeNeedsLogin(body.type));
}

export const messagesRateLimit: RateLimitOptions = {
  hook: 'preHandler',
  timeWindow: TEN_MINUTES,
  max: (request) => (isPublicMessage(request) ? PUBLIC_MESSAGES_PER_WINDOW : CUSTOMER_MESSAGES_PER_WINDOW),
  keyGenerator: (request) => `messages:${request.ip}`,
};
