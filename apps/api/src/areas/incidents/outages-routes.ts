// The incidents in force, a public read every page's layout renders as a banner: served from the public reads'
// micro-cache, emptied on this instance as soon as staff change an incident (other instances within its TTL).
// And Mis servicios: the customer's own notices and mail subscription, only for a session owning the number.
import { activeIncidentsSchema, outagesApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_TTL_MS, sendCachedJson, serveFreshFrom } from '../../http/http-cache.js';
import { microCache, toCachedJson } from '../../http/micro-cache.js';
import { routeFrom } from '../../http/route-from.js';

export const outagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { incidents, outages } = app.services.incidents;
  const inForceCache = microCache(PUBLIC_READ_TTL_MS, async () =>
    toCachedJson(activeIncidentsSchema.parse({ items: await outages.inForce() })),
  );
  incidents.onPublicChange(() => inForceCache.invalidate());

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
