// Channel grids: the public grid in force today (micro-cached like the rates), and under /api/admin/ the
// grids with their scheduled changes (any member reads), line-up changes, channel names and logos (admins).
import multipart from '@fastify/multipart';
import {
  catalogueMediaApi,
  publicChannelGridSchema,
  staffChannelsApi,
  type ChannelGridId,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_TTL_MS, sendCachedJson } from '../../http/http-cache.js';
import { microCache, toCachedJson, type CachedJson, type MicroCache } from '../../http/micro-cache.js';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';
import { IMAGE_MULTIPART_LIMITS, readImageUpload } from './image-upload.js';

export const channelGridsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: IMAGE_MULTIPART_LIMITS });
  const { grids } = app.services.channelGrids;
  const caches = new Map<ChannelGridId, MicroCache<CachedJson>>();
  const cacheOf = (gridId: ChannelGridId) => {
    let cache = caches.get(gridId);
    if (!cache) {
      cache = microCache(PUBLIC_READ_TTL_MS, async () =>
        toCachedJson(publicChannelGridSchema.parse(await grids.publicGrid(gridId))),
      );
      caches.set(gridId, cache);
    }
    return cache;
  };

  app.route({
    ...routeFrom(catalogueMediaApi.getChannelGrid),
    handler: async (request, reply) =>
      sendCachedJson(request, reply, await cacheOf(request.params.gridId).get()),
  });

  app.route({
    ...routeFrom(staffChannelsApi.listChannelGrids),
    preHandler: app.requireStaff,
    handler: async () => grids.list(),
  });

  app.route({
    ...routeFrom(staffChannelsApi.changeLineup),
    preHandler: app.requireStaffRole('admin'),
    handler: async (request) => grids.changeLineup(request.params.gridId, request.body, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffChannelsApi.updateChannel),
    preHandler: app.requireStaffRole('admin'),
    handler: async (request) => grids.renameChannel(request.params.channelId, request.body, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffChannelsApi.uploadChannelLogo),
    preHandler: app.requireStaffRole('admin'),
    handler: async (request) =>
      grids.uploadLogo(
        request.params.channelId,
        request.query.version,
        await readImageUpload(request),
        actorOf(request),
      ),
  });
};
