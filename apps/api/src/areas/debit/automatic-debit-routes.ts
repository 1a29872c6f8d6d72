// Automatic debit (issue #14, spec §7): GET /api/debito-automatico/listas/ (public, cached like the rates),
// POST /api/customer/bin/checker/ and POST /api/customer/debito-automatico/acciones/ for a full session. Both
// posts are rate limited per IP and per login, so the portal cannot be used to test card numbers.
import { debitApi, debitReferenceListsSchema, type DebitStatus } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_TTL_MS, sendCachedJson, serveFreshFrom } from '../../http/http-cache.js';
import { microCache, toCachedJson } from '../../http/micro-cache.js';
import { FIFTEEN_MINUTES, ONE_HOUR, perIpHook, perLoginHook, type Limit } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

/** A person checks a BIN or two per card typed; an IP serves a household or a carrier's NAT. */
const BIN_CHECKS_PER_LOGIN: Limit = { max: 10, timeWindow: FIFTEEN_MINUTES };
const BIN_CHECKS_PER_IP: Limit = { max: 30, timeWindow: FIFTEEN_MINUTES };
/** Registering, changing and cancelling: a handful a year; more is someone trying cards. */
const ACTIONS_PER_LOGIN: Limit = { max: 10, timeWindow: ONE_HOUR };
const ACTIONS_PER_IP: Limit = { max: 30, timeWindow: ONE_HOUR };

/** The answer, also recorded for Idempotency-Key replays: the debit in force, never a number. */
const actionAnswer = (debito: DebitStatus) => ({ status: 200, body: { debito } });

export const automaticDebitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lists: debitLists, binCheck, actions: debitActions } = app.services.debit;
  const listsCache = microCache(PUBLIC_READ_TTL_MS, async () =>
    toCachedJson(debitReferenceListsSchema.parse(await debitLists.lists())),
  );

  app.route({
    ...routeFrom(debitApi.getReferenceLists),
    onRequest: serveFreshFrom(listsCache),
    handler: async (request, reply) => sendCachedJson(request, reply, await listsCache.get()),
  });

  app.route({
    ...routeFrom(debitApi.checkBin),
    onRequest: perIpHook(app, 'bin-check-ip', BIN_CHECKS_PER_IP),
    preHandler: [app.authenticate, perLoginHook(app, 'bin-check-login', BIN_CHECKS_PER_LOGIN)],
    handler: async (request) => {
      const { is_prepaid, currency, brand, country } = await binCheck.check(request.body.bin, 'bin');
      return { is_prepaid, currency, brand, country };
    },
  });

  app.route({
    ...routeFrom(debitApi.debitAction),
    config: { personalData: true, idempotency: true },
    onRequest: perIpHook(app, 'debit-actions-ip', ACTIONS_PER_IP),
    preHandler: [app.authenticate, perLoginHook(app, 'debit-actions-login', ACTIONS_PER_LOGIN)],
    handler: async (request) => {
      const debito = await debitActions.act(
        request.session?.customers ?? [],
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        request.idempotency?.answerWith(actionAnswer),
      );
      return actionAnswer(debito).body;
    },
  });
};
