// The billing system's endpoints (issue #13 §5, ADR 0069): POST /api/billing/invoices/import/ (JSON or CSV)
// and GET /api/billing/payments/export/ (JSON or CSV). Server to server with BILLING_API_KEY in x-billing-key,
// checked before the body is read; without the key configured they answer 503 and do nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import { billingApi } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';
import { decodeCsv } from './billing-csv.js';

/** A month of invoices with their items fits; larger loads go in several calls. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
/** The billing system calls a few times a day; this only slows down someone guessing the key. */
const BILLING_LIMIT = perIp(60, 60_000);

// Hashing both sides first makes the comparison constant-time regardless of the given key's length.
const digest = (value: string) => createHash('sha256').update(value).digest();

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billingSystem: billing } = app.services.billing;
  const expected = app.config.billingApiKey ? digest(app.config.billingApiKey) : undefined;

  // Encapsulated here: only the import route takes CSV bodies, decoded by their declared or detected charset.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
    (request, body, done) => {
      const charset = /;\s*charset="?([^";]+)"?/i.exec(request.headers['content-type'] ?? '')?.[1];
      try {
        done(null, decodeCsv(body as Buffer, charset));
      } catch (error) {
        done(error as Error);
      }
    },
  );

  // onRequest: a caller without the key never gets its body parsed.
  const requireBillingKey = async (request: FastifyRequest) => {
    if (!expected) throw new AppError('BILLING_NOT_CONFIGURED');
    const given = request.headers['x-billing-key'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('BILLING_KEY_INVALID');
    }
  };

  app.route({
    ...routeFrom(billingApi.importInvoices),
    bodyLimit: IMPORT_BODY_LIMIT,
    config: { personalData: true, rateLimit: BILLING_LIMIT },
    onRequest: requireBillingKey,
    handler: async (request) =>
      typeof request.body === 'string' ? billing.importCsv(request.body) : billing.importJson(request.body),
  });

  app.route({
    ...routeFrom(billingApi.exportPayments),
    config: { personalData: true, rateLimit: BILLING_LIMIT },
    onRequest: requireBillingKey,
    handler: async (request, reply) => {
      const { from, to, format } = request.query;
      const wantsCsv =
        format === 'csv' || (format === undefined && /\btext\/csv\b/.test(request.headers.accept ?? ''));
      if (!wantsCsv) return billing.exportPayments(from, to);
      const csv = await billing.exportPaymentsCsv(from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pagos-${from}-${to}.csv"`)
        .send(csv);
    },
  });
};
