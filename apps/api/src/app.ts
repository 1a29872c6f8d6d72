// Builds the Fastify app as a tree of plugins (the official demo's layout). server.ts listens; tests call
// buildApp() and use app.inject(). Nothing here listens on a port or reads process.env.
import type { Kysely } from 'kysely';
import type { Database } from './infrastructure/db/schema.js';
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyPluginAsync,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountRecoveryRoutes,
  contactDataRoutes,
  customerCouponsRoutes,
  customerServicesRoutes,
} from './areas/account/index.js';
import {
  captchaGuard,
  captchaRoutes,
  customerAuthGuards,
  customerSessionRoutes,
  firstEntryRoutes,
  passwordResetRoutes,
} from './areas/auth/index.js';
import { billingRoutes, customerInvoicesRoutes } from './areas/billing/index.js';
import { catalogueRoutes } from './areas/catalogue/index.js';
import { billingDeskRoutes, paymentReviewsRoutes } from './areas/billing-desk/index.js';
import { cancellationRegisterRoutes, cancellationRoutes } from './areas/cancellations/index.js';
import { publicContentRoutes } from './areas/content/index.js';
import { automaticDebitRoutes, debitExportRoutes } from './areas/debit/index.js';
import {
  cannedRepliesRoutes,
  deskActionsRoutes,
  deskReportRoutes,
  presenceRoutes,
} from './areas/desk-tools/index.js';
import { formalitiesRoutes } from './areas/formalities/index.js';
import { incidentsRoutes, outagesRoutes } from './areas/incidents/index.js';
import { channelGridsRoutes, mediaRoutes, paymentBrandsRoutes } from './areas/channel-grids/index.js';
import { paymentNotificationsRoutes, paymentsRoutes } from './areas/payments/index.js';
import { claimTrackerRoutes, customerDeskRoutes, deskRoutes } from './areas/desk/index.js';
import { customersRoutes, registrationsRoutes } from './areas/customers/index.js';
import { customerRequestsRoutes, messagesRoutes, registrationRoutes } from './areas/requests/index.js';
import { siteContentRoutes } from './areas/site-content/index.js';
import { personalDataRoutes } from './areas/personal-data/index.js';
import {
  StaffSecrets,
  staffAuthGuard,
  staffMembersRoutes,
  staffRequestsRoutes,
  staffSessionRoutes,
} from './areas/staff/index.js';
import services from './composition-root.js';
import type { AppConfig } from './config.js';
import { devMailboxRoutes } from './dev/dev-mailbox-routes.js';
import { sandboxGatewayRoutes } from './dev/sandbox-gateway-routes.js';
import { seedDemoData } from './dev/seed/index.js';
import apiKey from './http/api-key.js';
import errorHandler from './http/error-handler.js';
import { healthRoutes } from './http/health-routes.js';
import idempotency from './http/idempotency.js';
import noStore from './http/no-store.js';
import openapi from './http/openapi.js';
import rateLimit from './http/rate-limit.js';
import securityHeaders from './http/security-headers.js';
import db from './infrastructure/db/db-plugin.js';
import { AccessLogController } from './infrastructure/logging/access-log.js';
import { lazyChildLoggerFactory } from './infrastructure/logging/lazy-child-logger.js';
import { loggerOptions, type LogStream } from './infrastructure/logging/logger.js';

export interface BuildAppOptions {
  /** false silences logs; a stream receives the JSON log lines (tests capture them). */
  logger?: false | { stream?: LogStream; level?: string };
  /** The web app's SSR plugin; registered last so every API route wins over its catch-all. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  web?: FastifyPluginAsync<any>;
}

export type App = FastifyInstance;

/** Request bodies are small JSON documents; uploads get their own, larger limit in the multipart routes. */
const BODY_LIMIT = 1024 * 1024;

// Zod's built-in messages (for checks without a catalogue text, e.g. a numeric query parameter) in Spanish.
z.config(z.locales.es());

/**
 * With a certificate the one process speaks HTTPS, HTTP/2 to browsers (one connection for the page and its
 * assets) and HTTP/1.1 to older clients (ADR 0006). Typed as the HTTP/1 server: handlers only use what both share.
 */
function serverOptions(config: AppConfig): FastifyHttpOptions<Server> {
  if (!config.tls) return {};
  const secure: FastifyHttp2SecureOptions<Http2SecureServer> = {
    http2: true,
    https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key },
    // Browsers keep HTTP/2 sessions open; without this, close() waits for them and shutdown times out. Sessions
    // get a GOAWAY (their requests in flight finish); kept-alive HTTP/1.1 sockets are closed.
    forceCloseConnections: true,
  };
  return secure as unknown as FastifyHttpOptions<Server>;
}

/** A hop count becomes "trust the nearest n peers" (what Fastify does with a number; its types omit it). */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(config),
    logger:
      options.logger === false
        ? false
        : loggerOptions(options.logger?.level ?? config.logLevel, options.logger?.stream),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT,
    // request.ip / protocol / host come from X-Forwarded-* only when sent by a trusted proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    logController: new AccessLogController(),
    childLoggerFactory: lazyChildLoggerFactory,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(noStore);
  await app.register(apiKey, { apiKey: config.publicApiKey });
  await app.register(rateLimit, { redisUrl: config.redisUrl, scale: config.rateLimitScale });
  // The demo staff's known TOTP secret never reaches a production database, even with SEED_DEMO set.
  const staffSecrets = config.isProduction ? undefined : new StaffSecrets(config.sessionSecret);
  const seed = (handle: Kysely<Database>) =>
    seedDemoData(handle, new Date(), staffSecrets && ((secret) => staffSecrets.sealTotpSecret(secret)));
  await app.register(db, { config, seed: config.seedDemo ? seed : undefined });
  await app.register(services, { config });
  await app.register(openapi);

  await app.register(healthRoutes);
  await app.register(publicContentRoutes);

  await app.register(customerAuthGuards);
  await app.register(captchaGuard);
  await app.register(idempotency);
  await app.register(captchaRoutes);
  await app.register(customerSessionRoutes);
  await app.register(firstEntryRoutes);
  await app.register(contactDataRoutes);
  await app.register(customerCouponsRoutes);
  await app.register(customerRequestsRoutes);
  await app.register(customerDeskRoutes);
  await app.register(customerServicesRoutes);
  await app.register(customerInvoicesRoutes);
  await app.register(passwordResetRoutes);
  await app.register(accountRecoveryRoutes);
  await app.register(registrationRoutes);
  await app.register(messagesRoutes);
  await app.register(formalitiesRoutes);
  await app.register(claimTrackerRoutes);
  await app.register(cancellationRoutes);
  await app.register(billingRoutes);
  await app.register(paymentsRoutes);
  await app.register(automaticDebitRoutes);
  await app.register(paymentNotificationsRoutes);
  await app.register(staffAuthGuard);
  await app.register(staffSessionRoutes);
  await app.register(staffMembersRoutes);
  await app.register(debitExportRoutes);
  await app.register(staffRequestsRoutes);
  await app.register(deskRoutes);
  await app.register(cannedRepliesRoutes);
  await app.register(presenceRoutes);
  await app.register(deskReportRoutes);
  await app.register(deskActionsRoutes);
  await app.register(catalogueRoutes);
  await app.register(billingDeskRoutes);
  await app.register(cancellationRegisterRoutes);
  await app.register(paymentReviewsRoutes);
  await app.register(customersRoutes);
  await app.register(registrationsRoutes);
  await app.register(incidentsRoutes);
  await app.register(outagesRoutes);
  await app.register(mediaRoutes);
  await app.register(channelGridsRoutes);
  await app.register(paymentBrandsRoutes);
  await app.register(siteContentRoutes);
  await app.register(personalDataRoutes);
  // Its pages approve payments for anyone: a development and test surface only (ADR 0067, issue #28 §2.2).
  if (config.sandboxGateway !== 'off') {
    if (config.sandboxGateway === 'public') {
      app.log.warn('sandbox gateway served to every client (SANDBOX_GATEWAY_PUBLIC): a public demo only');
    }
    await app.register(sandboxGatewayRoutes, {
      webhookSecret: config.sandboxWebhookSecret,
      loopbackOnly: config.sandboxGateway === 'loopback',
    });
  }
  if (config.devMailbox) await app.register(devMailboxRoutes);

  if (options.web) await app.register(options.web);

  return app;
}
