// POST /api/gestiones/seguimiento/ (issue #32 §3): public, behind the site's API key, limited per address and per
// request number so neither one visitor nor many can walk through DNIs.
import { claimTrackerApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIFTEEN_MINUTES, ONE_HOUR, perBodyValueHook, perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';

export const claimTrackerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tracker } = app.services.desk;

  app.route({
    ...routeFrom(claimTrackerApi.trackRequest),
    config: { personalData: true, rateLimit: perIp(10, FIFTEEN_MINUTES) },
    preHandler: perBodyValueHook(app, 'claim-tracker-number', 'numero', { max: 20, timeWindow: ONE_HOUR }),
    handler: async (request) => tracker.track(request.body.numero, request.body.dni),
  });
};
