import { usePublicConfig } from './use-public-config';

/** The name when the page runs outside the API process (e.g. a bare `react-router dev`); COMPANY_NAME's default. */
export const BRAND_NAME = 'Portal';
export const BRAND_TAGLINE = 'Tierra del Fuego';
/** The navy of the logo mark (--color-brand-900), for the theme colour and the manifest. */
export const BRAND_COLOR = '#0b2a4a';

/** The brand name from the running configuration (COMPANY_NAME). */
export function useBrandName(): string {
  return usePublicConfig().companyName ?? BRAND_NAME;
}
