// Reads the one picture of an image upload (multipart field `file`) into memory: at most LOGO_MAX_BYTES, so
// one byte more is refused by the parser before the rest is read. Its bytes are then checked by content.
import { imageMessages, LOGO_MAX_BYTES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error.js';

/** Options for @fastify/multipart on the image routes: one file, nothing else. */
export const IMAGE_MULTIPART_LIMITS = { fileSize: LOGO_MAX_BYTES, files: 1, fields: 4, parts: 5 } as const;

export async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const part = await request.file();
    if (!part) throw new AppError('VALIDATION_ERROR', { fields: { file: imageMessages.missing } });
    return { bytes: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if (isAppError(error)) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('FILE_TOO_LARGE', {
        message: imageMessages.tooLarge,
        fields: { file: imageMessages.tooLarge },
      });
    }
    throw new AppError('MULTIPART_INVALID', { cause: error });
  }
}
