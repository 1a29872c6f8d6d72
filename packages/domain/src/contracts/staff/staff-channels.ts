// Channel grids, channel logos and the payment methods page's brands under /api/admin/ (issue #31 §1). Any
// member reads; only admins change them. Every change is audited with before and after in its transaction.
import { z } from 'zod';
import {
  channelGridParamsSchema,
  channelParamsSchema,
  channelPatchSchema,
  imageUploadQuerySchema,
  lineupChangeSchema,
  staffChannelGridListSchema,
  staffChannelGridSchema,
  staffChannelSchema,
} from '../../schemas/staff/channel-grids.js';
import {
  paymentBrandDeleteQuerySchema,
  paymentBrandInputSchema,
  paymentBrandListSchema,
  paymentBrandParamsSchema,
  paymentBrandPatchSchema,
  paymentBrandSchema,
} from '../../schemas/staff/payment-brands.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../headers.js';
import { staffHeaders } from './staff-headers.js';

const forbidden = errorEnvelopeSchema.describe('FORBIDDEN: solo admin');
const conflict = errorEnvelopeSchema.describe(
  "CONFLICT 'Otra persona cambió …': versión vieja, no se cambió nada",
);
const imageErrors = {
  400: errorEnvelopeSchema.describe('IMAGE_INVALID: no es la imagen que dice ser, o un SVG que no se limpia'),
  413: errorEnvelopeSchema.describe('FILE_TOO_LARGE: más de 200 KB'),
  415: errorEnvelopeSchema.describe('UNSUPPORTED_MEDIA_TYPE: no es multipart/form-data'),
};
const imageUploadDescription =
  'multipart/form-data con la imagen en `file` (PNG, WebP o SVG; se reconoce por su contenido y la extensión ' +
  'tiene que coincidir; hasta 200 KB). El SVG se limpia (sin scripts, eventos, referencias externas ni ' +
  'foreignObject). Queda en la auditoría.';

// ——— Channel grids ———

export const listChannelGrids = defineContract({
  operationId: 'staffListChannelGrids',
  method: 'GET',
  path: '/api/admin/grillas/',
  tag: 'staff',
  summary: 'Las grillas con los canales vigentes y los cambios programados',
  headers: staffHeaders,
  responses: { 200: staffChannelGridListSchema, ...validationErrorResponses },
});

export const changeLineup = defineContract({
  operationId: 'staffChangeLineup',
  method: 'POST',
  path: '/api/admin/grillas/:gridId/cambios/',
  tag: 'staff',
  summary: 'Agrega, mueve o quita un canal desde una fecha (solo admin, con la versión de la grilla)',
  description:
    'Con menos de 60 días de anticipación (Res. 733/2017) responde 409 LINEUP_SHORT_NOTICE con el aviso en ' +
    '`fields.effectiveOn`, salvo que venga `confirmShortNotice: true`; la confirmación queda en la auditoría.',
  headers: staffHeaders,
  params: channelGridParamsSchema,
  body: lineupChangeSchema,
  responses: {
    200: staffChannelGridSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});

export const updateChannel = defineContract({
  operationId: 'staffUpdateChannel',
  method: 'PATCH',
  path: '/api/admin/canales/:channelId/',
  tag: 'staff',
  summary: 'Cambia el nombre de un canal (solo admin, con su versión)',
  headers: staffHeaders,
  params: channelParamsSchema,
  body: channelPatchSchema,
  responses: {
    200: staffChannelSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});

export const uploadChannelLogo = defineContract({
  operationId: 'staffUploadChannelLogo',
  method: 'PUT',
  path: '/api/admin/canales/:channelId/logo/',
  tag: 'staff',
  summary: 'Sube el logo de un canal (solo admin, con su versión en ?version=)',
  description: imageUploadDescription,
  headers: staffHeaders,
  params: channelParamsSchema,
  query: imageUploadQuerySchema,
  consumes: ['multipart/form-data'],
  responses: {
    200: staffChannelSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...imageErrors,
    ...validationErrorResponses,
  },
});

// ——— Payment methods page ———

export const listPaymentBrands = defineContract({
  operationId: 'staffListPaymentBrands',
  method: 'GET',
  path: '/api/admin/medios-de-pago/',
  tag: 'staff',
  summary: 'Los medios de pago de la página de ayuda, por sección y orden',
  headers: staffHeaders,
  responses: { 200: paymentBrandListSchema, ...validationErrorResponses },
});

export const createPaymentBrand = defineContract({
  operationId: 'staffCreatePaymentBrand',
  method: 'POST',
  path: '/api/admin/medios-de-pago/',
  tag: 'staff',
  summary: 'Agrega un medio de pago (solo admin)',
  description: 'Acepta Idempotency-Key. Queda en la auditoría.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  body: paymentBrandInputSchema,
  responses: {
    201: paymentBrandSchema,
    403: forbidden,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const updatePaymentBrand = defineContract({
  operationId: 'staffUpdatePaymentBrand',
  method: 'PATCH',
  path: '/api/admin/medios-de-pago/:brandId/',
  tag: 'staff',
  summary: 'Cambia el nombre o el orden de un medio de pago (solo admin, con su versión)',
  headers: staffHeaders,
  params: paymentBrandParamsSchema,
  body: paymentBrandPatchSchema,
  responses: {
    200: paymentBrandSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});

export const deletePaymentBrand = defineContract({
  operationId: 'staffDeletePaymentBrand',
  method: 'DELETE',
  path: '/api/admin/medios-de-pago/:brandId/',
  tag: 'staff',
  summary: 'Quita un medio de pago (solo admin, con su versión en ?version=)',
  headers: staffHeaders,
  params: paymentBrandParamsSchema,
  query: paymentBrandDeleteQuerySchema,
  responses: {
    204: z.null(),
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...validationErrorResponses,
  },
});

export const uploadPaymentBrandImage = defineContract({
  operationId: 'staffUploadPaymentBrandImage',
  method: 'PUT',
  path: '/api/admin/medios-de-pago/:brandId/imagen/',
  tag: 'staff',
  summary: 'Sube la imagen de un medio de pago (solo admin, con su versión en ?version=)',
  description: imageUploadDescription,
  headers: staffHeaders,
  params: paymentBrandParamsSchema,
  query: imageUploadQuerySchema,
  consumes: ['multipart/form-data'],
  responses: {
    200: paymentBrandSchema,
    403: forbidden,
    404: errorEnvelopeSchema,
    409: conflict,
    ...imageErrors,
    ...validationErrorResponses,
  },
});
