// Reads a multipart contact message (types 11 and 13): text fields into a record, and each file part handed to
// `onFile` as a stream as it arrives, so no file is ever held whole in memory (ADR 0054). A body that is not
// well-formed multipart (no boundary, a wrong or oversized one, cut short, the sender gone) is the sender's
// fault: 400 MULTIPART_INVALID, never a 500. A body that stops sending for `idleTimeoutMs` is cut: its
// connection is destroyed, so a slow sender cannot hold a request, its stored parts and its reservation open.
import {
  isMessageType,
  isMultipartMessageType,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  messages,
  apiMessages,
} from '@portal/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error.js';

/** Options for @fastify/multipart on the messages route. */
export const MULTIPART_LIMITS = {
  // One byte over the cap reaches the upload meter, which answers FILE_TOO_LARGE; busboy cuts the rest.
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: MAX_UPLOAD_FILES,
  fields: 40,
  // Far above the 3000-character textarea even in 4-byte UTF-8; the schema gives the precise message.
  fieldSize: 64 * 1024,
  parts: 60,
} as const;

/** RFC 2046 §5.1.1: 1 to 70 characters. Busboy throws on none, and on more than 256. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

export interface MultipartMessage<F> {
  fields: Record<string, string>;
  files: F[];
}

function limitError(error: unknown): AppError | null {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('FILE_TOO_LARGE', { fields: { files: messages.fileTooLarge } });
    case 'FST_FILES_LIMIT':
      return new AppError('TOO_MANY_FILES', { fields: { files: apiMessages.tooManyFiles } });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE');
    default:
      return null;
  }
}

/** A form that takes no documents is refused at its first file, before any byte of it is stored. */
function refuseFilesFor(fields: Record<string, string>): void {
  const type = Number(fields.type);
  if (isMessageType(type) && !isMultipartMessageType(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: apiMessages.multipartNotExpected });
  }
}

export async function readMultipartMessage<F>(
  request: FastifyRequest,
  onFile: (part: MultipartFile) => Promise<F>,
  idleTimeoutMs: number,
): Promise<MultipartMessage<F>> {
  if (!BOUNDARY.test(String(request.headers['content-type'] ?? ''))) throw new AppError('MULTIPART_INVALID');
  const fields: Record<string, string> = {};
  const files: F[] = [];
  // onFile's own failures (storage down) stay server errors; only the parser's are the sender's.
  let storing = false;
  let idle = false;
  const body = request.raw;
  const timer = setTimeout(() => {
    idle = true;
    // Destroys the socket too: there is no one left to answer, and the parts stream fails with it.
    body.destroy(new Error('upload idle timeout'));
  }, idleTimeoutMs);
  const onData = () => timer.refresh();
  body.on('data', onData);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      refuseFilesFor(fields);
      storing = true;
      files.push(await onFile(part));
      storing = false;
    }
  } catch (error) {
    if (idle) throw new AppError('MULTIPART_INVALID', { cause: error });
    if (isAppError(error) || storing) throw error;
    // Busboy's parse errors, the sender hanging up: nothing here is the server's fault.
    throw limitError(error) ?? new AppError('MULTIPART_INVALID', { cause: error });
  } finally {
    clearTimeout(timer);
    body.off('data', onData);
  }
  return { fields, files };
}
