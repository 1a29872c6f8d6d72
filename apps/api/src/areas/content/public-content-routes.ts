// Public reads the site renders on every page: company config, rates and pop-ups, and the help centre's articles. Served from a short
// micro-cache as pre-serialised JSON with an ETag; the schema still documents the shape and is checked when
// the cache fills. Each cache is purgeable by name (PUBLIC_CACHE), so a staff change shows on the next load.
import {
  contentApi,
  companyConfigSchema,
  customModalsSchema,
  publicHelpArticlesSchema,
  publishedRatesSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_TTL_MS, sendCachedJson, serveFreshFrom } from '../../http/http-cache.js';
import { microCache, toCachedJson } from '../../http/micro-cache.js';
import { routeFrom } from '../../http/route-from.js';
import { PUBLIC_CACHE } from './public-cache-names.js';

export const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companyConfig, rates, customModals, helpArticles } = app.services.content;
  const { publicCaches } = app.services.infrastructure;
  const configCache = publicCaches.register(
    PUBLIC_CACHE.config,
    microCache(PUBLIC_READ_TTL_MS, async () =>
      toCachedJson(companyConfigSchema.parse(await companyConfig.getConfig())),
    ),
  );
  const ratesCache = publicCaches.register(
    PUBLIC_CACHE.rates,
    microCache(PUBLIC_READ_TTL_MS, async () =>
      toCachedJson(publishedRatesSchema.parse(await rates.listRates())),
    ),
  );
  const modalsCache = publicCaches.register(
    PUBLIC_CACHE.modals,
    microCache(PUBLIC_READ_TTL_MS, async () =>
      toCachedJson(customModalsSchema.parse(await customModals.listCurrent())),
    ),
  );

  const helpCache = publicCaches.register(
    PUBLIC_CACHE.help,
    microCache(PUBLIC_READ_TTL_MS, async () =>
      toCachedJson(publicHelpArticlesSchema.parse({ items: await helpArticles.listPublished() })),
    ),
  );

  app.route({
    ...routeFrom(contentApi.getCompanyConfig),
    onRequest: serveFreshFrom(configCache),
    handler: async (request, reply) => sendCachedJson(request, reply, await configCache.get()),
  });

  app.route({
    ...routeFrom(contentApi.listRates),
    onRequest: serveFreshFrom(ratesCache),
    handler: async (request, reply) => sendCachedJson(request, reply, await ratesCache.get()),
  });

  app.route({
    ...routeFrom(contentApi.listCustomModals),
    onRequest: serveFreshFrom(modalsCache),
    handler: async (request, reply) => sendCachedJson(request, reply, await modalsCache.get()),
  });

  app.route({
    ...routeFrom(contentApi.listHelpArticles),
    onRequest: serveFreshFrom(helpCache),
    handler: async (request, reply) => sendCachedJson(request, reply, await helpCache.get()),
  });
};
