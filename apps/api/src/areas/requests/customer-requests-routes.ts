// Mi cuenta: "Mis gestiones" (GET/POST /api/customer/{clientenro}/gestiones/) and the WiFi network change
// (GET /api/customer/{clientenro}/servicios/wifi/, POST /api/customer/{clientenro}/servicios/{serviceId}/wifi/).
import { customerRequestsApi, wifiApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ONE_HOUR, perCustomerHook } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';
import type { StoredRequest } from './request-number.js';

/** The answer, also recorded for Idempotency-Key replays. */
const createdAnswer = (stored: StoredRequest) => ({ status: 201, body: { number: stored.number } });

/** Per customer: a handful of claims or WiFi changes an hour is plenty; more is a stuck client or abuse. */
const CREATES_PER_HOUR = 5;

export const customerRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customerRequests, wifiChanges } = app.services.requests;

  app.route({
    ...routeFrom(customerRequestsApi.listRequests),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => ({ requests: await customerRequests.list(request.params.clientenro) }),
  });

  app.route({
    ...routeFrom(customerRequestsApi.fileClaim),
    config: { idempotency: true },
    preHandler: [
      app.requireCustomerOwner,
      perCustomerHook(app, 'claims', { max: CREATES_PER_HOUR, timeWindow: ONE_HOUR }),
    ],
    handler: async (request, reply) => {
      const number = await customerRequests.fileClaim(
        request.params.clientenro,
        request.body,
        request.idempotency?.answerWith(createdAnswer),
      );
      return reply.code(201).send({ number });
    },
  });

  app.route({
    ...routeFrom(wifiApi.listWifiServices),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => ({ services: await wifiChanges.wifiServices(request.params.clientenro) }),
  });

  app.route({
    ...routeFrom(wifiApi.requestWifiChange),
    config: { personalData: true, idempotency: true },
    preHandler: [
      app.requireCustomerOwner,
      perCustomerHook(app, 'wifi-changes', { max: CREATES_PER_HOUR, timeWindow: ONE_HOUR }),
    ],
    handler: async (request, reply) => {
      const number = await wifiChanges.requestChange(
        request.params.clientenro,
        request.params.serviceId,
        request.body,
        request.idempotency?.answerWith(createdAnswer),
      );
      return reply.code(201).send({ number });
    },
  });
};
