// The incidents in force, a public read every page's layout renders as a banner: served from the public reads'
// micro-cache, purged on every instance as soon as staff change an incident (IN_FORCE_CACHE).
// And Mis servicios: the customer's own notices and mail subscription, only for a session owning the number.
import { activeIncidentsSchema, outagesApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_TTL_MS, sendCachedJson, serveFreshFrom } from '../../http/http-cache.js';
import { microCache, toCachedJson } from '../../http/micro-cache.js';
import { routeFrom } from '../../http/route-from.js';
import { IN_FORCE_CACHE } from './public-cache-name.js';

export const outagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outages } = app.services.incidents;
  const inForceCache = app.services.infrastructure.publicCaches.register(
    IN_FORCE_CACHE,
    microCache(PUBLIC_READ_TTL_MS, async () =>
      toCachedJson(activeIncidentsSchema.parse({ items: await outages.inForce() })),
    ),
  );

  app.route({
    ...routeFrom(outagesApi.listActiveIncidents),
    onRequest: serveFreshFrom(inForceCache),
    handler: async (request, reply) => sendCachedJson(request, reply, await inForceCache.get()),
  });

  app.route({
    ...routeFrom(outagesApi.getCustomerOutages),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => outages.forCustomer(request.params.clientenro),
  });

  app.route({
    ...routeFrom(outagesApi.updateOutageSubscription),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => outages.setSubscription(request.params.clientenro, request.body.subscribed),
  });
};
