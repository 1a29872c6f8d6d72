import type { PublicConfig } from './load-context';

/** Company data served by GET /api/config/. */
export interface CompanyConfig {
  phone: string;
  whatsapp: string;
  address: { address: string; number: string | number };
  opening_hours?: { office?: string; phone_support?: string };
  social_media: { facebook?: string; x?: string; instagram?: string; youtube?: string };
  company_code: number;
  im?: Record<string, string>;
}

export interface RootData {
  publicConfig: PublicConfig;
  /** null when the API could not answer: pages still render, without company contact data. */
  config: CompanyConfig | null;
}

export { hasTelephony } from '@portal/domain';

/** Digits only, as wa.me and tel: links expect them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function whatsappUrl(number: string): string {
  return `https://wa.me/${phoneDigits(number)}`;
}
