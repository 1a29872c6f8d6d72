// POST /api/mensajes/company-code/{companyCode}/ (spec §7): every contact and request form. JSON for most
// types, multipart with repeated `files` for 11 and 13. The order of checks is deliberate: company code,
// then who may send (token for customers' types, captcha for public ones) before the body is judged, then the
// shared schema of the type, then ownership of client_id, the holder-only types' holder (ADR 0073) and the
// documents. Only then is anything stored.
import multipart from '@fastify/multipart';
import {
  contactMessageSchemas,
  FILE_SLOTS,
  hasEnoughFiles,
  isHolderOnlyMessageType,
  isMessageType,
  isMultipartMessageType,
  messagesApi,
  messageSuccessStatus,
  messageTypeNeedsLogin,
  missingFilesMessage,
  normaliseMultipartFields,
  zodErrorToFields,
  type ContactMessage,
  type MessageType,
  apiMessages,
} from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { messagesRateLimit } from './message-rate-limit.js';
import { MULTIPART_LIMITS, readMultipartMessage } from './multipart-message.js';
import { routeFrom } from '../../http/route-from.js';
import type { StoredRequest } from './request-number.js';
import type { UploadedFile } from './messages-service.js';
import type { Session } from '../auth/index.js';
import {
  UPLOAD_REFUSALS,
  type StoredUpload,
  type UploadBatch,
  type UploadsService,
} from './uploads-service.js';

function typeOf(raw: unknown): MessageType {
  const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (!isMessageType(type)) {
    throw new AppError('UNKNOWN_MESSAGE_TYPE', { fields: { type: apiMessages.unknownMessageType } });
  }
  return type;
}

/**
 * Only a token names a customer (ADR 0036). Without one, a public form is a visitor's: client_id is dropped and
 * subscriber stored as 0 rather than refused, because a visitor's regret notice must still arrive even when a
 * stale local session adds a number. With one, client_id must be the token's (403); the customers' types
 * always carry it.
 */
function asSender(message: ContactMessage, session: Session | null): ContactMessage {
  if (!session) {
    const { client_id: _dropped, ...visitor } = message;
    return { ...visitor, subscriber: 0 } as ContactMessage;
  }
  const claimed = message.client_id;
  if (claimed === undefined ? messageTypeNeedsLogin(message.type) : !session.customers.includes(claimed)) {
    throw new AppError('FORBIDDEN');
  }
  return message;
}

/** Plan changes, holder changes, moves and authorisations are the holder's (spec §6): 403 HOLDER_ONLY otherwise. */
function requireHolder(message: ContactMessage, session: Session | null): void {
  if (!isHolderOnlyMessageType(message.type)) return;
  const clientId = message.client_id;
  if (clientId === undefined || !session?.holds.includes(clientId)) throw new AppError('HOLDER_ONLY');
}

/** Repeated `files` parts take the form's slot names in order; named parts keep their own name. */
function slotted(type: MessageType, files: readonly StoredUpload[]): UploadedFile[] {
  const slots: readonly string[] =
    (FILE_SLOTS as Partial<Record<MessageType, readonly string[]>>)[type] ?? [];
  return files.map((file, index) => ({
    slot: file.fieldname === 'files' ? (slots[index] ?? `archivo_${index + 1}`) : file.fieldname,
    filename: file.filename,
    contentType: 'application/pdf',
    storageKey: file.storageKey,
    sizeBytes: file.sizeBytes,
  }));
}

async function checkFiles(
  type: MessageType,
  stored: readonly StoredUpload[],
  uploads: UploadsService,
): Promise<UploadedFile[]> {
  const files = slotted(type, stored);
  if (!hasEnoughFiles(type, files.length)) {
    throw new AppError('FILES_MISSING', { fields: { files: missingFilesMessage(type) } });
  }
  for (const [index, file] of files.entries()) {
    // The name and declared type are the sender's word; only the content says what a file is (ADR 0054, 0086).
    const verdict = await uploads.verdict(stored[index]!);
    if (verdict !== 'ok') {
      const message = UPLOAD_REFUSALS[verdict];
      throw new AppError('FILE_NOT_PDF', { statusCode: 400, message, fields: { [file.slot]: message } });
    }
  }
  // Photos are PDFs now: their names, keys and sizes changed.
  return slotted(type, stored);
}

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped here: no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const { config } = app;

  const requireMessageCaptcha = app.requireCaptcha('message');
  const authenticate = (request: FastifyRequest, reply: FastifyReply) =>
    app.authenticate.call(app, request, reply);

  app.route({
    ...routeFrom(messagesApi.sendMessage),
    config: { rateLimit: messagesRateLimit, idempotency: true },
    // The body schema documents the union in the OpenAPI; the handler validates per type (after auth and
    // captcha, with the type's own Spanish messages), so Fastify passes the body through untouched.
    validatorCompiler: (route) =>
      route.httpPart === 'body'
        ? (data: unknown) => ({ value: data })
        : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    handler: async (request, reply) => {
      if (request.params.companyCode.trim() !== String(config.companyCode)) {
        throw new AppError('COMPANY_CODE_MISMATCH');
      }
      const isMultipart = request.isMultipart();
      let raw: unknown = request.body;
      let batch: UploadBatch | null = null;
      if (isMultipart) {
        // Only customers' forms carry documents: no stranger gets to upload before showing a token.
        await authenticate(request, reply);
        batch = app.services.requests.uploads.begin(request.session!.loginId);
      }
      try {
        if (batch) {
          await batch.reserveUpFront(Number(request.headers['content-length']) || 0);
          const body = await readMultipartMessage(
            request,
            (part) => batch.store(part.file, part),
            config.uploadIdleTimeoutMs,
          );
          raw = normaliseMultipartFields(body.fields);
        }
        const stored = await accept(request, reply, raw, batch);
        await batch?.keep();
        return stored;
      } catch (error) {
        // Not committed: stored files belong to no request and their bytes leave the daily count.
        await batch?.discard();
        throw error;
      }
    },
  });

  async function accept(
    request: FastifyRequest,
    reply: FastifyReply,
    raw: unknown,
    batch: UploadBatch | null,
  ): Promise<{ Crmnumero: string; id?: number }> {
    const isMultipart = batch !== null;
    const type = typeOf(raw);
    if (isMultipart && !isMultipartMessageType(type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: apiMessages.multipartNotExpected });
    }
    const needsLogin = messageTypeNeedsLogin(type);
    if (needsLogin) {
      if (!isMultipart) await authenticate(request, reply);
    } else {
      await requireMessageCaptcha.call(app, request, reply);
      // A token is optional here, but only a token may say which customer is writing.
      await app.identify.call(app, request, reply);
    }

    const parsed = contactMessageSchemas[type].safeParse(raw);
    if (!parsed.success) {
      throw new AppError('VALIDATION_ERROR', { fields: zodErrorToFields(parsed.error) });
    }
    const message = asSender(parsed.data as ContactMessage, request.session);
    requireHolder(message, request.session);
    const files = await checkFiles(type, batch?.files ?? [], app.services.requests.uploads);

    const answer = (s: StoredRequest) => {
      const status = messageSuccessStatus(type);
      return { status, body: status === 200 ? { Crmnumero: s.number } : { Crmnumero: s.number, id: s.id } };
    };
    const stored = await app.services.requests.messages.submit({
      message,
      files,
      session: request.session,
      recordAnswer: request.idempotency?.answerWith(answer),
    });
    const { status, body } = answer(stored);
    reply.code(status);
    return body;
  }
};
