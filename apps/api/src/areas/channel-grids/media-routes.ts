// GET /api/media/<sha256>.<ext>: a stored picture for an <img>, so without X-Api-Key. The name is the content's
// hash, so the answer never changes: cached for a year. nosniff keeps browsers to the checked type, and an SVG
// opened on its own runs nothing (its CSP allows only inline styles, in a sandbox).
import { catalogueMediaApi } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../http/route-from.js';
import { AppError } from '../../lib/app-error.js';
import type { MediaFile } from './media-images.js';

const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app.services.channelGrids;

  app.route({
    ...routeFrom(catalogueMediaApi.getMedia),
    config: { apiKey: false },
    handler: async (request, reply) => {
      const file = await media.open(request.params.file);
      if (!file) throw new AppError('NOT_FOUND');
      return sendImage(reply, file);
    },
  });
};

function sendImage(reply: FastifyReply, file: MediaFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', IMAGE_CSP)
    .send(file.body);
}
