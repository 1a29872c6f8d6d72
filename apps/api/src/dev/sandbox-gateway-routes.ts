// The sandbox gateway's side (PAYMENT_GATEWAY=sandbox, never in production: anyone could approve their own
// invoices): its checkout page, its payments page, and its Mercado Pago-shaped API that the adapter reads over
// HTTP with a bearer token. Like the dev mailbox it answers loopback clients only (config.sandboxGateway),
// unless SANDBOX_GATEWAY_PUBLIC makes it a public demo; anyone else gets the 404 of an unknown route. A decision creates a payment, notifies the portal's webhook asynchronously over
// real HTTP (SandboxNotifier) and sends the browser back with Mercado Pago's query parameters.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { isFromThisMachine } from '../lib/loopback.js';
import { sandboxAccessToken, SANDBOX_PREFIX } from './sandbox-gateway.js';
import { SandboxNotifier } from './sandbox-notifier.js';
import {
  checkoutPage,
  notFoundPage,
  paymentsPage,
  SANDBOX_PAGE_CSP,
  SANDBOX_STYLESHEET,
} from './sandbox-pages.js';
import { toPaymentJson } from './sandbox-payment-json.js';
import { isLaterStatus, isSandboxDecision, SandboxStore } from './sandbox-store.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function html(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', SANDBOX_PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** Which back_url Mercado Pago sends the buyer to for each payment status. */
function backUrlFor(status: string, backUrls: { success: string; pending: string; failure: string }): string {
  if (status === 'approved') return backUrls.success;
  if (status === 'rejected') return backUrls.failure;
  return backUrls.pending;
}

export interface SandboxGatewayRoutesOptions {
  webhookSecret: string;
  /** Answer this machine's clients only (never through a proxy); false: a public demo. */
  loopbackOnly: boolean;
}

interface PagesOptions {
  webhookSecret: string;
  loopbackOnly: boolean;
  notifier: SandboxNotifier;
}

const pages: FastifyPluginAsync<PagesOptions> = async (app, options) => {
  const store = new SandboxStore(app.db);
  const { notifier } = options;
  const token = Buffer.from(sandboxAccessToken(options.webhookSecret));

  // Scoped to this plugin's routes (no fastify-plugin wrapper).
  if (options.loopbackOnly) {
    app.addHook('onRequest', (request, reply, done) => {
      if (isFromThisMachine(request)) return done();
      reply.callNotFound();
    });
  }

  // The pages' forms post urlencoded bodies; only this plugin's routes read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const authorised = (request: FastifyRequest): boolean => {
    const given = Buffer.from(BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '');
    return given.length === token.length && timingSafeEqual(given, token);
  };

  app.get(`${SANDBOX_PREFIX}/estilos.css`, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_STYLESHEET),
  );

  app.get<{ Params: { checkoutId: string } }>(
    `${SANDBOX_PREFIX}/checkout/:checkoutId`,
    async (request, reply) => {
      const checkout = await store.findCheckout(request.params.checkoutId);
      if (!checkout) return html(reply, notFoundPage(), 404);
      const expired = checkout.expiresAt !== null && checkout.expiresAt <= new Date().toISOString();
      return html(reply, checkoutPage(checkout, expired));
    },
  );

  app.post<{ Params: { checkoutId: string }; Body: Record<string, string> | undefined }>(
    `${SANDBOX_PREFIX}/checkout/:checkoutId`,
    async (request, reply) => {
      const checkout = await store.findCheckout(request.params.checkoutId);
      if (!checkout) return html(reply, notFoundPage(), 404);
      const now = new Date();
      if (checkout.expiresAt !== null && checkout.expiresAt <= now.toISOString()) {
        return html(reply, checkoutPage(checkout, true), 410);
      }
      const decision = request.body?.decision;
      if (!isSandboxDecision(decision)) return html(reply, checkoutPage(checkout, false), 400);
      const payment = await store.createPayment(checkout, decision, now);
      // 'No avisar al portal': the notification is lost, as happens with real gateways now and then.
      if (request.body?.notify !== 'no')
        notifier.notify(checkout.notificationUrl, payment.id, 'payment.created');
      const back = new URL(backUrlFor(payment.status, checkout.backUrls));
      const params = {
        collection_id: String(payment.id),
        collection_status: payment.status,
        payment_id: String(payment.id),
        status: payment.status,
        external_reference: checkout.externalReference,
        preference_id: checkout.id,
        payment_type: 'credit_card',
        merchant_order_id: 'null',
      };
      for (const [name, value] of Object.entries(params)) back.searchParams.set(name, value);
      return reply.redirect(back.toString(), 303);
    },
  );

  app.get<{ Querystring: { revisados?: string; pagados?: string } }>(
    `${SANDBOX_PREFIX}/pagos`,
    async (request, reply) => {
      const { revisados, pagados } = request.query;
      const reconciled =
        revisados !== undefined && pagados !== undefined
          ? { checked: Number(revisados) || 0, paid: Number(pagados) || 0 }
          : null;
      return html(reply, paymentsPage(await store.latestPayments(), reconciled));
    },
  );

  // The portal's reconciliation job on demand, for every open link whatever its age (a lost notification is
  // then recovered in seconds instead of after PAYMENT_RECONCILE_AFTER_MINUTES).
  app.post(`${SANDBOX_PREFIX}/conciliar`, async (_request, reply) => {
    const report = await app.services.payments.reconciliation.reconcileOnce(new Date(), { anyAge: true });
    return reply.redirect(`${SANDBOX_PREFIX}/pagos?revisados=${report.checked}&pagados=${report.paid}`, 303);
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    `${SANDBOX_PREFIX}/pagos/:id`,
    async (request, reply) => {
      const status = request.body?.status;
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || !isLaterStatus(status)) return html(reply, notFoundPage(), 400);
      const payment = await store.transition(id, status, new Date());
      if (payment) {
        const checkout = await store.findCheckout(payment.checkout_id);
        if (checkout) notifier.notify(checkout.notificationUrl, payment.id, 'payment.updated');
      }
      return reply.redirect(`${SANDBOX_PREFIX}/pagos`, 303);
    },
  );

  // Mercado Pago's payment API, as the adapter reads it.
  app.get<{ Querystring: { external_reference?: string } }>(
    `${SANDBOX_PREFIX}/v1/payments/search`,
    async (request, reply) => {
      if (!authorised(request)) return reply.code(401).send({ message: 'invalid access token', status: 401 });
      const reference = request.query.external_reference ?? '';
      const results = reference ? (await store.searchPayments(reference)).map(toPaymentJson) : [];
      return { paging: { total: results.length, limit: 50, offset: 0 }, results };
    },
  );

  app.get<{ Params: { id: string } }>(`${SANDBOX_PREFIX}/v1/payments/:id`, async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send({ message: 'invalid access token', status: 401 });
    const id = Number(request.params.id);
    const payment = Number.isSafeInteger(id) ? await store.findPayment(id) : null;
    if (!payment)
      return reply.code(404).send({ message: 'Payment not found', error: 'not_found', status: 404 });
    return toPaymentJson(payment);
  });
};

/** Exposes the notifier on the app (tests wait on its deliveries); the pages stay in their own context. */
async function sandboxGateway(app: FastifyInstance, options: SandboxGatewayRoutesOptions): Promise<void> {
  const notifier = new SandboxNotifier(options.webhookSecret, app.log);
  app.decorate('sandboxNotifier', notifier);
  app.addHook('onClose', () => notifier.stop());
  await app.register(pages, { ...options, notifier });
}

export const sandboxGatewayRoutes = fp(sandboxGateway, { name: 'sandbox-gateway', dependencies: ['db'] });

/** The boot banner's line: which gateway takes payments, and where the sandbox's pages are. */
export function paymentGatewayBannerLine(config: AppConfig, url: string): string {
  if (config.paymentGateway === 'mercadopago') return 'Payment gateway: Mercado Pago';
  if (config.isProduction) {
    return 'Payment gateway: sandbox without its pages (production): links cannot be paid; use mercadopago';
  }
  if (config.sandboxGateway === 'off') {
    return `Payment gateway: sandbox without its pages (HOST ${config.host} is not a loopback address): links cannot be paid; SANDBOX_GATEWAY_PUBLIC=true serves them to everyone`;
  }
  const pages = `settle or reverse payments at ${url}${SANDBOX_PREFIX}/pagos`;
  if (config.sandboxGateway === 'loopback') {
    return `Payment gateway: sandbox (checkout pages served here to loopback clients only; ${pages})`;
  }
  return `WARNING: Payment gateway: sandbox served to EVERY client (SANDBOX_GATEWAY_PUBLIC): anyone can mark invoices paid and refund payments; a public demo only (${pages})`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present with PAYMENT_GATEWAY=sandbox: tests wait on its deliveries. */
    sandboxNotifier?: SandboxNotifier;
  }
}
