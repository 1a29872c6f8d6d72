// The payment methods page's brands: public list (micro-cached), and under /api/admin/ the list (any
// member) and its changes and images (admins).
import multipart from '@fastify/multipart';
import {
  catalogueMediaApi,
  publicPaymentBrandsSchema,
  staffChannelsApi,
  type PaymentBrand,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_TTL_MS, sendCachedJson, serveFreshFrom } from '../../http/http-cache.js';
import { microCache, toCachedJson } from '../../http/micro-cache.js';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';
import { IMAGE_MULTIPART_LIMITS, readImageUpload } from './image-upload.js';

const createdAnswer = (created: PaymentBrand) => ({ status: 201, body: created });

export const paymentBrandsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: IMAGE_MULTIPART_LIMITS });
  const { brands } = app.services.channelGrids;
  const publicCache = microCache(PUBLIC_READ_TTL_MS, async () =>
    toCachedJson(publicPaymentBrandsSchema.parse(await brands.publicList())),
  );

  app.route({
    ...routeFrom(catalogueMediaApi.listPaymentBrands),
    onRequest: serveFreshFrom(publicCache),
    handler: async (request, reply) => sendCachedJson(request, reply, await publicCache.get()),
  });

  app.route({
    ...routeFrom(staffChannelsApi.listPaymentBrands),
    preHandler: app.requireStaff,
    handler: async () => ({ items: await brands.list() }),
  });

  app.route({
    ...routeFrom(staffChannelsApi.createPaymentBrand),
    config: { idempotency: true },
    preHandler: app.requireStaffRole('admin'),
    handler: async (request, reply) => {
      const created = await brands.create(
        request.body,
        actorOf(request),
        request.idempotency?.answerWith(createdAnswer),
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeFrom(staffChannelsApi.updatePaymentBrand),
    preHandler: app.requireStaffRole('admin'),
    handler: async (request) => brands.update(request.params.brandId, request.body, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffChannelsApi.deletePaymentBrand),
    preHandler: app.requireStaffRole('admin'),
    handler: async (request, reply) => {
      await brands.remove(request.params.brandId, request.query.version, actorOf(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeFrom(staffChannelsApi.uploadPaymentBrandImage),
    preHandler: app.requireStaffRole('admin'),
    handler: async (request) =>
      brands.uploadImage(
        request.params.brandId,
        request.query.version,
        await readImageUpload(request),
        actorOf(request),
      ),
  });
};
