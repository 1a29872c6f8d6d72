// Content the staff keeps and the site shows (spec §3): custom pop-ups and company config, as the API
// answers them (GET /api/custom-modals/, GET /api/config/). The one definition of both answers.
import { z } from 'zod';
import { COMPANY_CODES } from '../../constants.js';

export const customModalSchema = z.object({
  id: z.number().int(),
  type: z.number().int().nonnegative().describe('Tipo de pop-up; config.im indica en qué página se muestra'),
  active: z.boolean(),
  datefrom: z.string().describe('Inicio de vigencia (ISO 8601, UTC); vacío si no tiene'),
  dateuntil: z.string().describe('Fin de vigencia (ISO 8601, UTC); vacío si no tiene'),
  /** HTML authored by staff: sanitise on save and on render (design §7). */
  message: z.string().describe('HTML; el cliente lo sanitiza antes de mostrarlo'),
  images: z.object({ image: z.string() }).nullable().describe('Imagen del pop-up'),
  files: z.object({ image: z.string() }).nullable().describe('Archivo descargable del pop-up'),
  video_id: z.string().nullable(),
  link: z.string().nullable(),
  button_link_text: z.string().nullable(),
  button_link_color: z.string().nullable(),
  button_file_text: z.string().nullable(),
  button_file_color: z.string().nullable(),
});
export type CustomModal = z.infer<typeof customModalSchema>;

export const customModalsSchema = z.array(customModalSchema).describe('Pop-ups vigentes');

export const companyConfigSchema = z
  .object({
    phone: z.string().describe('Línea gratuita 0800'),
    phones: z
      .array(z.object({ label: z.string(), number: z.string() }))
      .describe('Otros teléfonos de la empresa (oficinas), con su nombre'),
    whatsapp: z.string().describe('Número de WhatsApp en formato internacional, solo dígitos'),
    email: z.string().describe('Email de atención al cliente; vacío si la empresa no publica uno'),
    address: z.object({ address: z.string(), number: z.string() }),
    opening_hours: z.object({
      office: z.string().describe('Horario de atención en oficinas'),
      phone_support: z.string().describe('Horario de atención telefónica'),
    }),
    social_media: z.object({
      facebook: z.string(),
      x: z.string(),
      instagram: z.string(),
      youtube: z.string(),
    }),
    company_code: z.union([z.literal(COMPANY_CODES[0]), z.literal(COMPANY_CODES[1])]),
    telephony: z.boolean().describe('false con el código de empresa 20 (variante sin telefonía)'),
    covered_localities: z
      .array(z.string())
      .describe('Localidades donde la empresa instala, las que nombra el sitio al hablar de cobertura'),
    /** Modal type -> page path where it shows. */
    im: z.record(z.string(), z.string()).describe('Tipo de pop-up -> ruta de la página donde se muestra'),
  })
  .describe('Configuración de la empresa');
export type CompanyConfig = z.infer<typeof companyConfigSchema>;
