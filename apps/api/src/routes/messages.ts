// POST /api/mensajes/company-code/{companyCode}/ (spec §7): every contact and request form. JSON for most
// types, multipart with repeated `files` for 11 and 13. The order of checks is deliberate: company code,
// then who may send (token for customers' types, captcha for public ones) before the body is judged, then the
// shared schema of the type, then ownership of client_id and the documents. Only then is anything stored.
import multipart from '@fastify/multipart';
import {
  contactMessageSchema,
  contactMessageSchemas,
  FILE_SLOTS,
  hasEnoughFiles,
  hasPdfSignature,
  isMessageType,
  isMultipartMessageType,
  messages,
  messageSuccessStatus,
  messageTypeNeedsLogin,
  missingFilesMessage,
  normaliseMultipartFields,
  zodErrorToFields,
  type ContactMessage,
  type MessageType,
} from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { commonErrorResponses, errorEnvelopeSchema } from '../lib/envelope.js';
import { messagesRateLimit } from '../lib/message-rate-limit.js';
import { MULTIPART_LIMITS, readMultipartMessage, type ReceivedFile } from '../lib/multipart-message.js';
import type { StoredRequest } from '../repositories/requests-repository.js';
import type { UploadedFile } from '../services/messages-service.js';
import { messagesRouteDocs } from './messages-docs.js';

const paramsSchema = z.object({
  companyCode: z.string().describe('Código de empresa configurado (COMPANY_CODE: 2, o 20 sin telefonía)'),
});

function typeOf(raw: unknown): MessageType {
  const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (!isMessageType(type)) {
    throw new AppError('UNKNOWN_MESSAGE_TYPE', { fields: { type: messages.unknownMessageType } });
  }
  return type;
}

/** Repeated `files` parts take the form's slot names in order; named parts keep their own name. */
function slotted(type: MessageType, files: readonly ReceivedFile[]): UploadedFile[] {
  const slots: readonly string[] =
    (FILE_SLOTS as Partial<Record<MessageType, readonly string[]>>)[type] ?? [];
  return files.map((file, index) => ({
    slot: file.fieldname === 'files' ? (slots[index] ?? `archivo_${index + 1}`) : file.fieldname,
    filename: file.filename,
    contentType: 'application/pdf',
    data: file.data,
  }));
}

function checkFiles(type: MessageType, files: readonly UploadedFile[]): void {
  if (!hasEnoughFiles(type, files.length)) {
    throw new AppError('FILES_MISSING', { fields: { files: missingFilesMessage(type) } });
  }
  for (const file of files) {
    // The name and declared type are the sender's word; only the content says it is a PDF.
    if (!hasPdfSignature(file.data)) {
      throw new AppError('FILE_NOT_PDF', { statusCode: 400, fields: { [file.slot]: messages.fileNotPdf } });
    }
  }
}

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped here: no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const { config } = app;

  const authenticate = (request: FastifyRequest, reply: FastifyReply) =>
    app.authenticate.call(app, request, reply);

  app.post(
    '/api/mensajes/company-code/:companyCode/',
    {
      config: { rateLimit: messagesRateLimit, idempotency: true },
      // The body schema documents the union in the OpenAPI; the handler validates per type (after auth and
      // captcha, with the type's own Spanish messages), so Fastify passes the body through untouched.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? (data: unknown) => ({ value: data })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
      schema: {
        ...messagesRouteDocs,
        params: paramsSchema,
        body: contactMessageSchema,
        response: {
          ...messagesRouteDocs.response,
          ...commonErrorResponses,
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.params.companyCode.trim() !== String(config.companyCode)) {
        throw new AppError('COMPANY_CODE_MISMATCH');
      }
      const isMultipart = request.isMultipart();
      let raw: unknown = request.body;
      let received: ReceivedFile[] = [];
      if (isMultipart) {
        // Only customers' forms carry documents: no stranger gets to upload before showing a token.
        await authenticate(request, reply);
        const body = await readMultipartMessage(request);
        raw = normaliseMultipartFields(body.fields);
        received = body.files;
      }

      const type = typeOf(raw);
      if (isMultipart && !isMultipartMessageType(type)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: messages.multipartNotExpected });
      }
      const needsLogin = messageTypeNeedsLogin(type);
      if (needsLogin) {
        if (!isMultipart) await authenticate(request, reply);
      } else {
        await app.requireCaptcha.call(app, request, reply);
      }

      const parsed = contactMessageSchemas[type].safeParse(raw);
      if (!parsed.success) {
        throw new AppError('VALIDATION_ERROR', { fields: zodErrorToFields(parsed.error) });
      }
      const message = parsed.data as ContactMessage;
      if (needsLogin && !request.session?.customers.includes(message.client_id ?? Number.NaN)) {
        throw new AppError('FORBIDDEN');
      }
      const files = slotted(type, received);
      checkFiles(type, files);

      const answer = (s: StoredRequest) => {
        const status = messageSuccessStatus(type);
        return { status, body: status === 200 ? { Crmnumero: s.number } : { Crmnumero: s.number, id: s.id } };
      };
      const stored = await app.services.messages.submit({
        message,
        files,
        session: request.session,
        recordAnswer: request.idempotency?.answerWith(answer),
      });
      const { status, body } = answer(stored);
      reply.code(status);
      return body;
    },
  );
};
