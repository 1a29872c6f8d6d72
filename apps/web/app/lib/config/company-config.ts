import type { CompanyConfig } from '@portal/domain';
import type { PublicConfig } from './load-context';

export interface RootData {
  publicConfig: PublicConfig;
  /** null when the API could not answer: pages still render, without company contact data. */
  config: CompanyConfig | null;
  /** The pop-ups of the page the server rendered (features/popups); null when the API could not say. */
  popups: PagePopups | null;
}

/** Pop-ups as the API answers them, already chosen for `path` (active, in their dates); the browser checks them. */
export interface PagePopups {
  path: string;
  list: Record<string, unknown>[];
}

export { hasTelephony } from '@portal/domain';

/** Digits only, as wa.me and tel: links expect them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function whatsappUrl(number: string): string {
  return `https://wa.me/${phoneDigits(number)}`;
}
