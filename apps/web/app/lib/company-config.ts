import type { CompanyConfig } from '@portal/domain';
import type { PublicConfig } from './load-context';

export interface RootData {
  publicConfig: PublicConfig;
  /** null when the API could not answer: pages still render, without company contact data. */
  config: CompanyConfig | null;
  /**
   * Storage keys that mark as closed each pop-up this page would show on load (features/popups); null when
   * the API could not say. The deferred-hydration trigger starts at once unless the visitor closed them all.
   */
  popupKeys: string[] | null;
}

export { hasTelephony } from '@portal/domain';

/** Digits only, as wa.me and tel: links expect them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function whatsappUrl(number: string): string {
  return `https://wa.me/${phoneDigits(number)}`;
}
