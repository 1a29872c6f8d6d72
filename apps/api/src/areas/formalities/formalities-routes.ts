// Trámites (issue #15): GET /api/customer/{clientenro}/tramites/opciones/, what the acquire and plan-change
// forms offer the record and whether this login is its holder. The forms themselves go to the messages route.
import { formalitiesApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';

export const formalitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rules: formalityRules } = app.services.formalities;

  app.route({
    ...routeFrom(formalitiesApi.getOptions),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => {
      const { clientenro } = request.params;
      return formalityRules.options(clientenro, request.session!.holds.includes(clientenro));
    },
  });
};
