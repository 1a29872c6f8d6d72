// Public reads the site renders on every page: company config, rates and pop-ups. Served from a short
// micro-cache as pre-serialised JSON with an ETag; the schema still documents the shape and is checked when
// the cache fills.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses } from '../lib/envelope.js';
import { PUBLIC_READ_TTL_MS, sendCachedJson, serveFreshFrom } from '../lib/http-cache.js';
import { microCache, toCachedJson } from '../lib/micro-cache.js';
import { companyConfigSchema } from '../schemas/company-config.js';
import { customModalsSchema } from '../schemas/custom-modals.js';
import { ratesSchema } from '../schemas/rates.js';

export const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companyConfig, rates, customModals } = app.services;
  const configCache = microCache(PUBLIC_READ_TTL_MS, async () =>
    toCachedJson(companyConfigSchema.parse(await companyConfig.getConfig())),
  );
  const ratesCache = microCache(PUBLIC_READ_TTL_MS, async () =>
    toCachedJson(ratesSchema.parse(await rates.listRates())),
  );
  const modalsCache = microCache(PUBLIC_READ_TTL_MS, async () =>
    toCachedJson(customModalsSchema.parse(await customModals.listCurrent())),
  );

  app.get(
    '/api/config/',
    {
      schema: {
        tags: ['contenido'],
        summary: 'Datos de la empresa: teléfonos, dirección, horarios, redes y páginas de los pop-ups',
        response: { 200: companyConfigSchema, ...commonErrorResponses },
      },
      onRequest: serveFreshFrom(configCache),
    },
    async (request, reply) => sendCachedJson(request, reply, await configCache.get()),
  );

  app.get(
    '/api/rates/',
    {
      schema: {
        tags: ['contenido'],
        summary: 'Planes y precios por producto, con paquetes anidados',
        response: { 200: ratesSchema, ...commonErrorResponses },
      },
      onRequest: serveFreshFrom(ratesCache),
    },
    async (request, reply) => sendCachedJson(request, reply, await ratesCache.get()),
  );

  app.get(
    '/api/custom-modals/',
    {
      schema: {
        tags: ['contenido'],
        summary: 'Pop-ups activos cuya vigencia incluye el momento actual',
        description:
          'Con COMPANY_CODE 20 (sin telefonía) no incluye pop-ups de un tipo sin página en config.im ni con un ' +
          'enlace a una página de telefonía.',
        response: { 200: customModalsSchema, ...commonErrorResponses },
      },
      onRequest: serveFreshFrom(modalsCache),
    },
    async (request, reply) => sendCachedJson(request, reply, await modalsCache.get()),
  );
};
