// The first-entry wizard's calls (account modal 6): GET the state, send and validate the emailed code, confirm
// phones and birth date. A first-entry token reaches them (ADR 0036), for its own customer numbers only.
import { firstEntryApi } from '@portal/domain';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIFTEEN_MINUTES } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

/** Per login, after authentication: the code's own 5-try rule guards the guesses, this guards the mailbox. */
function perLogin(name: string, max: number): RateLimitOptions {
  return {
    max,
    timeWindow: FIFTEEN_MINUTES,
    hook: 'preHandler',
    keyGenerator: (request) => `${name}:${request.session?.loginId ?? request.ip}`,
  };
}

export const firstEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { firstEntry } = app.services.auth;

  app.route({
    ...routeFrom(firstEntryApi.getFirstEntry),
    config: { personalData: true },
    preHandler: app.requireFirstEntryOwner,
    handler: async (request) => firstEntry.state(request.session!.loginId, request.params.clientenro),
  });

  app.route({
    ...routeFrom(firstEntryApi.sendFirstEntryCode),
    config: { personalData: true, rateLimit: perLogin('first-entry-code', 5) },
    preHandler: app.requireFirstEntryOwner,
    handler: async (request) => firstEntry.sendCode(request.session!.loginId, request.params.clientenro),
  });

  app.route({
    ...routeFrom(firstEntryApi.validateFirstEntryCode),
    config: { personalData: true, rateLimit: perLogin('first-entry-validate', 15) },
    preHandler: app.requireFirstEntryOwner,
    handler: async (request) =>
      firstEntry.validateCode(request.session!.loginId, request.params.clientenro, request.body.code),
  });

  app.route({
    ...routeFrom(firstEntryApi.confirmFirstEntryData),
    config: { personalData: true },
    preHandler: app.requireFirstEntryOwner,
    handler: async (request) =>
      firstEntry.confirmContactData(request.session!.loginId, request.params.clientenro),
  });
};
