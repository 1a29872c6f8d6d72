// /api/admin/contenido/: any member reads the site's pop-ups, company data and help articles; only admins
// change them (issue #31 §2).
import { staffSiteContentApi } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { actorOf } from '../staff/index.js';

const createdAnswer = <T>(created: T) => ({ status: 201, body: created });

export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { popups, companyData, helpArticles } = app.services.siteContent;
  const admin = app.requireStaffRole('admin');

  app.route({
    ...routeFrom(staffSiteContentApi.listPopups),
    preHandler: app.requireStaff,
    handler: async () => ({ items: await popups.list() }),
  });

  app.route({
    ...routeFrom(staffSiteContentApi.createPopup),
    config: { idempotency: true },
    preHandler: admin,
    handler: async (request, reply) => {
      const answer = request.idempotency?.answerWith(createdAnswer);
      return reply.code(201).send(await popups.create(request.body, actorOf(request), answer));
    },
  });

  app.route({
    ...routeFrom(staffSiteContentApi.updatePopup),
    preHandler: admin,
    handler: async (request) => popups.update(request.params.popupId, request.body, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffSiteContentApi.getCompanyData),
    preHandler: app.requireStaff,
    handler: async () => companyData.get(),
  });

  app.route({
    ...routeFrom(staffSiteContentApi.updateCompanyData),
    preHandler: admin,
    handler: async (request) => companyData.update(request.body, actorOf(request)),
  });

  app.route({
    ...routeFrom(staffSiteContentApi.listHelpArticles),
    preHandler: app.requireStaff,
    handler: async () => ({ items: await helpArticles.list() }),
  });

  app.route({
    ...routeFrom(staffSiteContentApi.createHelpArticle),
    config: { idempotency: true },
    preHandler: admin,
    handler: async (request, reply) => {
      const answer = request.idempotency?.answerWith(createdAnswer);
      return reply.code(201).send(await helpArticles.create(request.body, actorOf(request), answer));
    },
  });

  app.route({
    ...routeFrom(staffSiteContentApi.updateHelpArticle),
    preHandler: admin,
    handler: async (request) => helpArticles.update(request.params.articleId, request.body, actorOf(request)),
  });
};
