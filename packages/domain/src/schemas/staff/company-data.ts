// The company data staff keep (issue #31 §2): the site's phones, free line, WhatsApp, address, hours, social
// links and covered localities, checked per field with the Spanish message the form shows beside it.
import { z } from 'zod';
import { messages } from '../../messages.js';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

const FREE_LINE = /^0800-?\d{3}-?\d{4}$/;
// An Argentine number with its area code: 10 digits (0 and 15 aside), spaces, dashes and brackets allowed.
const LANDLINE = /^(?=(?:\D*\d){10,13}\D*$)\+?[\d\s()-]{10,20}$/;
const WHATSAPP = /^549\d{10}$/;

/** Each network's own host, so a link meant for Instagram cannot point somewhere else. */
export const SOCIAL_NETWORK_HOSTS = {
  facebook: ['facebook.com', 'www.facebook.com'],
  x: ['x.com', 'www.x.com', 'twitter.com'],
  instagram: ['instagram.com', 'www.instagram.com'],
  youtube: ['youtube.com', 'www.youtube.com'],
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORK_HOSTS;

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

function isNetworkUrl(value: string, network: SocialNetwork): boolean {
  try {
    const url = new URL(value);
    const hosts: readonly string[] = SOCIAL_NETWORK_HOSTS[network];
    return url.protocol === 'https:' && hosts.includes(url.hostname) && url.pathname.length > 1;
  } catch {
    return false;
  }
}

const socialLink = (network: SocialNetwork) =>
  z
    .string({ error: messages.invalidValue })
    .trim()
    .refine(
      (value) => value === '' || isNetworkUrl(value, network),
      `Escribí la dirección completa de ${SOCIAL_NETWORK_LABELS[network]} (https://${SOCIAL_NETWORK_HOSTS[network][0]}/…) o dejala vacía.`,
    );

export const COMPANY_PHONES_MAX = 6;
export const COVERED_LOCALITIES_MAX = 12;

export const companyPhoneSchema = z.object({
  label: required('Escribí de qué es el teléfono (por ejemplo, Oficina Ushuaia).', 60),
  number: z
    .string({ error: messages.invalidValue })
    .trim()
    .regex(LANDLINE, 'Escribí el teléfono con su código de área, por ejemplo 02901 43-1234.'),
});
export type CompanyPhone = z.infer<typeof companyPhoneSchema>;

export const companyDataInputSchema = z.object({
  phone: z
    .string({ error: messages.invalidValue })
    .trim()
    .regex(FREE_LINE, 'Escribí la línea gratuita como 0800-555-0826.'),
  phones: z
    .array(companyPhoneSchema)
    .max(COMPANY_PHONES_MAX, `Podés publicar hasta ${COMPANY_PHONES_MAX} teléfonos.`),
  whatsapp: z
    .string({ error: messages.invalidValue })
    .trim()
    .regex(
      WHATSAPP,
      'Escribí el WhatsApp solo con dígitos: 549, el código de área sin 0 y el número sin 15 (por ejemplo 5492901551234).',
    ),
  email: z
    .string({ error: messages.invalidValue })
    .trim()
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Escribí un email válido o dejalo vacío.',
    ),
  address: z.object({
    address: required('Escribí la calle de la oficina.', 80),
    number: required('Escribí la altura de la oficina.', 10),
  }),
  opening_hours: z.object({
    office: required('Escribí el horario de atención en oficinas (hasta 200 caracteres).', 200),
    phone_support: required('Escribí el horario de atención telefónica (hasta 200 caracteres).', 200),
  }),
  social_media: z.object({
    facebook: socialLink('facebook'),
    x: socialLink('x'),
    instagram: socialLink('instagram'),
    youtube: socialLink('youtube'),
  }),
  covered_localities: z
    .array(required('Escribí el nombre de la localidad o quitala.', 60))
    .min(1, 'Agregá al menos una localidad.')
    .max(COVERED_LOCALITIES_MAX, `Podés listar hasta ${COVERED_LOCALITIES_MAX} localidades.`),
});
export type CompanyDataInput = z.input<typeof companyDataInputSchema>;
export type CompanyDataFields = z.output<typeof companyDataInputSchema>;

/** A save carries the version read: two admins saving at once never overwrite each other. */
export const companyDataUpdateSchema = companyDataInputSchema.extend({
  version: z.number({ error: messages.invalidValue }).int().positive(),
});
export type CompanyDataUpdate = z.infer<typeof companyDataUpdateSchema>;

export const companyDataSchema = companyDataInputSchema.extend({
  version: z.number().int().positive(),
  updatedAt: z.string().nullable().describe('Último cambio (ISO 8601, UTC); null si nunca se editó'),
});
export type CompanyData = z.infer<typeof companyDataSchema>;
