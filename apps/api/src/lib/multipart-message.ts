// Reads a multipart contact message (types 11 and 13): text fields into a record and the repeated `files`
// parts into memory, within the caps of design §7. Every part is consumed here, so the route sees the whole
// message before deciding anything; the caps bound what one request can make the process hold.
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_TOTAL_BYTES, messages } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** Options for @fastify/multipart on the messages route. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_UPLOAD_FILES,
  fields: 40,
  // Far above the 3000-character textarea even in 4-byte UTF-8; the schema gives the precise message.
  fieldSize: 64 * 1024,
  parts: 60,
} as const;

export interface ReceivedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartMessage {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

interface MultipartLimitError {
  code?: string;
}

function limitError(error: unknown): AppError | null {
  switch ((error as MultipartLimitError | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('FILE_TOO_LARGE', { fields: { files: messages.fileTooLarge } });
    case 'FST_FILES_LIMIT':
      return new AppError('TOO_MANY_FILES', { fields: { files: messages.tooManyFiles } });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE');
    default:
      return null;
  }
}

export async function readMultipartMessage(request: FastifyRequest): Promise<MultipartMessage> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      total += data.length;
      if (total > MAX_UPLOAD_TOTAL_BYTES) {
        throw new AppError('FILES_TOO_LARGE', { fields: { files: messages.filesTooLarge } });
      }
      files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    }
  } catch (error) {
    throw limitError(error) ?? error;
  }
  return { fields, files };
}
