// Public reads the site renders on every page: company config, rates and pop-ups.
import { companyConfigSchema, customModalsSchema } from '../schemas/content.js';
import { publishedRatesSchema } from '../schemas/rates.js';
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
