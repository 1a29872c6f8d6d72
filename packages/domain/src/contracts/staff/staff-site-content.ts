// The site's content under /api/admin/contenido/ (issue #31 §2): pop-ups, company data and help centre
// articles. Any member reads; only admins change them, each change audited with before and after, guarded by
// the version read (409 CONFLICT 'Otra persona cambió …'), and the public caches purged on save.
import { companyDataSchema, companyDataUpdateSchema } from '../../schemas/staff/company-data.js';
import {
  helpArticleInputSchema,
  helpArticleParamsSchema,
  helpArticleUpdateSchema,
  staffHelpArticleListSchema,
  staffHelpArticleSchema,
} from '../../schemas/staff/help-articles.js';
import {
  popupInputSchema,
  popupParamsSchema,
  popupUpdateSchema,
  staffPopupListSchema,
  staffPopupSchema,
} from '../../schemas/staff/site-popups.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from '../headers.js';
import { staffHeaders } from './staff-headers.js';

const forbidden = errorEnvelopeSchema.describe('FORBIDDEN: solo un admin cambia el contenido del sitio');
const conflict = errorEnvelopeSchema.describe(
  "CONFLICT 'Otra persona cambió …': la versión enviada no es la actual; no se cambió nada",
);
const changeResponses = {
  403: forbidden,
  404: errorEnvelopeSchema,
  409: conflict,
  ...validationErrorResponses,
};

// ——— Pop-ups ———

export const listPopups = defineContract({
  operationId: 'staffListPopups',
  method: 'GET',
  path: '/api/admin/contenido/popups/',
  tag: 'staff',
  summary: 'Todos los pop-ups, activos y retirados, los más nuevos primero',
  headers: staffHeaders,
  responses: { 200: staffPopupListSchema, ...validationErrorResponses },
});

export const createPopup = defineContract({
  operationId: 'staffCreatePopup',
  method: 'POST',
  path: '/api/admin/contenido/popups/',
  tag: 'staff',
  summary: 'Crea un pop-up (solo admin)',
  description:
    'El HTML se sanitiza al guardar con la misma lista permitida que usa el navegador: scripts, manejadores ' +
    '(onerror…), estilos y enlaces javascript: se quitan. Acepta Idempotency-Key. Queda en la auditoría.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  body: popupInputSchema,
  responses: {
    201: staffPopupSchema,
    403: forbidden,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const updatePopup = defineContract({
  operationId: 'staffUpdatePopup',
  method: 'PUT',
  path: '/api/admin/contenido/popups/:popupId/',
  tag: 'staff',
  summary: 'Cambia o retira (active: false) un pop-up (solo admin, con su versión)',
  description: 'Queda en la auditoría con el antes y el después. 409 CONFLICT con una versión vieja.',
  headers: staffHeaders,
  params: popupParamsSchema,
  body: popupUpdateSchema,
  responses: { 200: staffPopupSchema, ...changeResponses },
});

// ——— Company data ———

export const getCompanyData = defineContract({
  operationId: 'staffGetCompanyData',
  method: 'GET',
  path: '/api/admin/contenido/empresa/',
  tag: 'staff',
  summary: 'Datos de la empresa que muestra el sitio, con su versión',
  headers: staffHeaders,
  responses: { 200: companyDataSchema, ...validationErrorResponses },
});

export const updateCompanyData = defineContract({
  operationId: 'staffUpdateCompanyData',
  method: 'PUT',
  path: '/api/admin/contenido/empresa/',
  tag: 'staff',
  summary: 'Guarda los datos de la empresa (solo admin, con su versión)',
  description:
    'Teléfonos, línea 0800, WhatsApp, dirección, horarios, redes y localidades, validados por campo. El sitio ' +
    'los muestra en la siguiente carga. Queda en la auditoría. 409 CONFLICT con una versión vieja.',
  headers: staffHeaders,
  body: companyDataUpdateSchema,
  responses: { 200: companyDataSchema, ...changeResponses },
});

// ——— Help centre articles ———

export const listHelpArticles = defineContract({
  operationId: 'staffListHelpArticles',
  method: 'GET',
  path: '/api/admin/contenido/ayuda/',
  tag: 'staff',
  summary: 'Artículos del centro de ayuda, activos y retirados, por sección y orden',
  headers: staffHeaders,
  responses: { 200: staffHelpArticleListSchema, ...validationErrorResponses },
});

export const createHelpArticle = defineContract({
  operationId: 'staffCreateHelpArticle',
  method: 'POST',
  path: '/api/admin/contenido/ayuda/',
  tag: 'staff',
  summary: 'Crea un artículo del centro de ayuda (solo admin)',
  description: 'Acepta Idempotency-Key. Queda en la auditoría.',
  headers: staffHeaders.extend(idempotencyKeyHeader),
  body: helpArticleInputSchema,
  responses: {
    201: staffHelpArticleSchema,
    403: forbidden,
    ...idempotencyErrorResponses,
    ...validationErrorResponses,
  },
});

export const updateHelpArticle = defineContract({
  operationId: 'staffUpdateHelpArticle',
  method: 'PUT',
  path: '/api/admin/contenido/ayuda/:articleId/',
  tag: 'staff',
  summary: 'Cambia o retira (active: false) un artículo (solo admin, con su versión)',
  description: 'Queda en la auditoría con el antes y el después. 409 CONFLICT con una versión vieja.',
  headers: staffHeaders,
  params: helpArticleParamsSchema,
  body: helpArticleUpdateSchema,
  responses: { 200: staffHelpArticleSchema, ...changeResponses },
});
