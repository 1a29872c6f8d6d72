// Public reads the site renders on every page: company config, rates and pop-ups.
import { companyConfigSchema, customModalsSchema } from '../schemas/content/content.js';
import { publicHelpArticlesSchema } from '../schemas/content/help-articles.js';
import { publishedRatesSchema } from '../schemas/content/rates.js';
import { commonErrorResponses, defineContract } from './define-contract.js';

export const getCompanyConfig = defineContract({
  operationId: 'getCompanyConfig',
  method: 'GET',
  path: '/api/config/',
  tag: 'contenido',
  summary: 'Datos de la empresa: teléfonos, dirección, horarios, redes y páginas de los pop-ups',
  responses: { 200: companyConfigSchema, ...commonErrorResponses },
});

export const listRates = defineContract({
  operationId: 'listRates',
  method: 'GET',
  path: '/api/rates/',
  tag: 'contenido',
  summary: 'Planes y precios por producto, con paquetes anidados',
  description: [
    'Cada paquete lleva los campos de la especificación y `amount_cents`; cuando el catálogo los tiene, también',
    'velocidades (`speed_down_mbps`, `speed_up_mbps`), qué incluye (`includes`), instalación',
    '(`installation_cents`, 0 es sin cargo), permanencia (`contract_months`, 0 es sin permanencia) y, en una',
    'promoción, el precio posterior (`regular_amount_cents`) y su último día (`promotion_until`, AAAA-MM-DD).',
    'Un campo desconocido se omite, nunca llega en null.',
  ].join('\n'),
  responses: { 200: publishedRatesSchema, ...commonErrorResponses },
});

export const listCustomModals = defineContract({
  operationId: 'listCustomModals',
  method: 'GET',
  path: '/api/custom-modals/',
  tag: 'contenido',
  summary: 'Pop-ups activos cuya vigencia incluye el momento actual',
  description:
    'Con COMPANY_CODE 20 (sin telefonía) no incluye pop-ups de un tipo sin página en config.im ni con un ' +
    'enlace a una página de telefonía.',
  responses: { 200: customModalsSchema, ...commonErrorResponses },
});

export const listHelpArticles = defineContract({
  operationId: 'listHelpArticles',
  method: 'GET',
  path: '/api/help-articles/',
  tag: 'contenido',
  summary: 'Artículos activos del centro de ayuda, por sección (internet, television, multiplay, general)',
  description:
    'Con COMPANY_CODE 20 (sin telefonía) no incluye la sección Multiplay ni los artículos de telefonía.',
  responses: { 200: publicHelpArticlesSchema, ...commonErrorResponses },
});
