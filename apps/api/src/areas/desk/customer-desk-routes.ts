// Mis gestiones, one request: GET /api/customer/{clientenro}/gestiones/{n}/ (its history, public replies, legal
// clock) and POST .../respuestas/ (the customer's answer while the request waits on them: multipart `texto` and
// up to two PDFs in `files`, streamed to storage and checked by content like Trámites; Idempotency-Key).
import multipart from '@fastify/multipart';
import {
  MAX_CUSTOMER_ANSWER_FILES,
  customerAnswerSchema,
  customerRequestDetailApi,
  zodErrorToFields,
  type CustomerRequestDetail,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { AppError } from '../../lib/app-error.js';
import {
  MULTIPART_LIMITS,
  readMultipartMessage,
  UPLOAD_REFUSALS,
  type UploadBatch,
} from '../requests/index.js';

const createdDetail = (detail: CustomerRequestDetail) => ({ status: 201, body: detail });

export const customerDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes, like the messages route's.
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, files: MAX_CUSTOMER_ANSWER_FILES } });
  const { customer, answers } = app.services.desk;
  const { uploads } = app.services.requests;

  app.route({
    ...routeFrom(customerRequestDetailApi.getRequest),
    config: { personalData: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request) => customer.get(request.params.clientenro, request.params.requestNumber),
  });

  app.route({
    ...routeFrom(customerRequestDetailApi.answerRequest),
    config: { personalData: true, idempotency: true },
    preHandler: app.requireCustomerOwner,
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      }
      const row = await answers.waitingRequest(request.params.clientenro, request.params.requestNumber);
      const batch: UploadBatch = uploads.begin(request.session!.loginId);
      try {
        await batch.reserveUpFront(Number(request.headers['content-length']) || 0);
        const body = await readMultipartMessage(
          request,
          (part) => batch.store(part.file, part),
          app.config.uploadIdleTimeoutMs,
        );
        const parsed = customerAnswerSchema.safeParse(body.fields);
        if (!parsed.success)
          throw new AppError('VALIDATION_ERROR', { fields: zodErrorToFields(parsed.error) });
        for (const file of body.files) {
          // The name and declared type are the sender's word; only the content says what a file is.
          const verdict = await uploads.verdict(file);
          if (verdict !== 'ok') {
            const message = UPLOAD_REFUSALS[verdict];
            throw new AppError('FILE_NOT_PDF', { statusCode: 400, message, fields: { files: message } });
          }
        }
        const detail = await answers.answer(
          row,
          parsed.data.texto,
          body.files,
          request.idempotency?.answerWith(createdDetail),
        );
        await batch.keep();
        return reply.code(201).send(detail);
      } catch (error) {
        // Not committed: the stored files belong to nothing and their bytes leave the daily count.
        await batch.discard();
        throw error;
      }
    },
  });
};
