// Public reads of the catalogue's pictures (issue #31 §1): a channel grid as in force today, the payment
// methods page's brands, and the stored images themselves (content-addressed, cached for a year).
import { z } from 'zod';
import { channelGridParamsSchema, publicChannelGridSchema } from '../schemas/staff/channel-grids.js';
import { publicPaymentBrandsSchema } from '../schemas/staff/payment-brands.js';
import { commonErrorResponses, defineContract, errorEnvelopeSchema } from './define-contract.js';

export const getChannelGrid = defineContract({
  operationId: 'getChannelGrid',
  method: 'GET',
  path: '/api/grillas/:gridId/',
  tag: 'contenido',
  summary: 'Grilla de canales vigente hoy (1 TV, 2 sin grilla, 3 Click TV), con el logo de cada canal',
  params: channelGridParamsSchema,
  responses: { 200: publicChannelGridSchema, 404: errorEnvelopeSchema, ...commonErrorResponses },
});

export const listPaymentBrands = defineContract({
  operationId: 'listPaymentBrands',
  method: 'GET',
  path: '/api/medios-de-pago/',
  tag: 'contenido',
  summary: 'Medios de pago de la página de ayuda, por sección y en orden, con su imagen',
  responses: { 200: publicPaymentBrandsSchema, ...commonErrorResponses },
});

export const mediaParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f]{64}\.(png|webp|svg)$/, 'Imagen desconocida.')
    .describe('Hash SHA-256 del contenido y extensión'),
});

export const getMedia = defineContract({
  operationId: 'getMedia',
  method: 'GET',
  path: '/api/media/:file',
  tag: 'contenido',
  summary: 'Una imagen subida por el staff (logo de canal, medio de pago)',
  description:
    'Sin X-Api-Key (la pide un <img>). La URL cambia con el contenido: Cache-Control de un año, immutable. ' +
    'SVG con una Content-Security-Policy que no deja correr nada.',
  public: true,
  params: mediaParamsSchema,
  produces: ['image/png', 'image/webp', 'image/svg+xml'],
  responses: { 200: z.string(), 404: errorEnvelopeSchema },
});
