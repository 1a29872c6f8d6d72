import { z } from 'zod';

export const companyConfigSchema = z
  .object({
    phone: z.string().describe('Línea gratuita 0800'),
    whatsapp: z.string().describe('Número de WhatsApp en formato internacional, solo dígitos'),
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
    company_code: z.union([z.literal(2), z.literal(20)]),
    telephony: z.boolean().describe('false con el código de empresa 20 (variante sin telefonía)'),
    im: z.record(z.string(), z.string()).describe('Tipo de pop-up -> ruta de la página donde se muestra'),
  })
  .describe('Configuración de la empresa');

export type CompanyConfigDto = z.infer<typeof companyConfigSchema>;
