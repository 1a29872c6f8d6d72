// POST /api/payments/webhook/: the gateway's notifications (no X-Api-Key: a gateway cannot send it). The body
// is kept byte for byte as it arrived (stored before anything else), so this context parses JSON itself.
import { paymentNotificationsApi } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Small: a notification is a few hundred bytes; anything larger is not one. */
const NOTIFICATION_BODY_LIMIT = 16 * 1024;
/**
 * Per address, checked before the body is read: a gateway sends a few a minute and retries a 429 later; a
 * flood from one address stops storing rows at once (issue #28 §1.5).
 */
const NOTIFICATION_LIMIT = perIp(60, 60_000);

function stringRecord(value: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    out[key] = Array.isArray(item) ? String(item[0]) : item === undefined ? undefined : String(item);
  }
  return out;
}

export const paymentNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications: paymentNotifications } = app.services.payments;

  // Unreadable JSON, or another media type, is still a notification to store (and then judge by its
  // signature), not a 400 or 415 that leaves no trace.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
    (request: FastifyRequest, body, done) => {
      request.rawBody = body as string;
      try {
        const parsed: unknown = body ? JSON.parse(body as string) : {};
        done(null, typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {});
      } catch {
        done(null, {});
      }
    },
  );

  app.route({
    ...routeFrom(paymentNotificationsApi.receivePaymentNotification),
    config: { apiKey: false, rateLimit: NOTIFICATION_LIMIT },
    handler: async (request) => {
      await paymentNotifications.receive({
        headers: stringRecord(request.headers),
        query: stringRecord(request.query),
        rawBody: request.rawBody ?? '',
      });
      return { received: true as const };
    },
  });
};
