// Recover user (the masked email of a customer's login) and the assistance request the view offers when
// the person cannot reach that mailbox (spec §2 Login modal, §7).
import { recoveryApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoredRequest } from '../requests/index.js';
import { FIFTEEN_MINUTES, ONE_HOUR, perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

/** The answer, also recorded for Idempotency-Key replays. */
const assistanceAnswer = (stored: StoredRequest) => ({ status: 200, body: { Crmnumero: stored.number } });

export const accountRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recovery: accountRecovery } = app.services.account;
  const { assistance } = app.services.requests;

  app.route({
    ...routeFrom(recoveryApi.recoverUser),
    config: { personalData: true, rateLimit: perIp(10, FIFTEEN_MINUTES) },
    preHandler: app.requireCaptcha('recover-user'),
    handler: async (request) => ({ email: await accountRecovery.recoverUser(request.body) }),
  });

  app.route({
    ...routeFrom(recoveryApi.requestAssistance),
    config: { rateLimit: perIp(5, ONE_HOUR), idempotency: true },
    preHandler: app.requireCaptcha('assistance'),
    handler: async (request) => ({
      Crmnumero: await assistance.create(
        request.body,
        { ip: request.ip },
        request.idempotency?.answerWith(assistanceAnswer),
      ),
    }),
  });
};
