// Mis datos (issue #32 §4): GET /api/customer/{clientenro}/mis-datos/ (JSON download), .../mis-datos/pdf/ and
// POST .../mis-datos/supresion/, only for a session that owns the customer number.
import { personalDataApi, type DataSuppressionFiled } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/attachment-reply.js';
import { perIp } from '../../http/rate-limits.js';
import { routeFrom } from '../../http/route-from.js';
import { AppError } from '../../lib/app-error.js';

/** Each download reads every table of the person: a person needs a few, a loop is cut at 10 a minute. */
const downloadLimit = () => perIp(10, 60_000);

/** The answer, also recorded for Idempotency-Key replays. */
const filedAnswer = (filed: DataSuppressionFiled) => ({ status: 201, body: filed });

function loginOf(session: { loginId: number } | null): number {
  if (!session) throw new AppError('SESSION_EXPIRED');
  return session.loginId;
}

export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { personalData, suppression } = app.services.personalData;

  app.route({
    ...routeFrom(personalDataApi.getPersonalData),
    config: { personalData: true, rateLimit: downloadLimit() },
    preHandler: app.requireCustomerOwner,
    handler: async (request, reply) => {
      const data = await personalData.exportFor(loginOf(request.session), request.params.clientenro);
      return reply
        .header('content-disposition', `attachment; filename="${personalData.fileName('json')}"`)
        .send(data);
    },
  });

  app.route({
    ...routeFrom(personalDataApi.downloadPersonalDataPdf),
    config: { personalData: true, rateLimit: downloadLimit() },
    preHandler: app.requireCustomerOwner,
    handler: async (request, reply) => {
      const bytes = await personalData.pdfFor(loginOf(request.session), request.params.clientenro);
      return sendStoredFile(reply, {
        body: bytes,
        filename: personalData.fileName('pdf'),
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
      });
    },
  });

  app.route({
    ...routeFrom(personalDataApi.requestDataSuppression),
    config: { personalData: true, idempotency: true },
    // No rate limit of its own: one open request per record (the 409 costs one indexed read).
    preHandler: app.requireCustomerOwner,
    handler: async (request, reply) => {
      const filed = await suppression.request(
        loginOf(request.session),
        request.params.clientenro,
        request.idempotency?.answerWith(filedAnswer),
      );
      return reply.code(201).send(filed);
    },
  });
};
