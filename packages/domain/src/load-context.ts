// What the API process hands every page's loaders (apps/api/src/http/web.ts builds it, the web reads it as
// React Router's AppLoadContext): one type on both sides, so a renamed field fails the type check of both.
import type { CompanyCode } from './constants.js';

export type PublicConfig = {
  apiKey: string;
  companyCode: CompanyCode;
  /** The brand name (COMPANY_NAME); absent outside the API process, where BRAND_NAME stands in. */
  companyName?: string;
  /** Host the browser reached, e.g. 'localhost:3000'. */
  apiHost: string;
};

// Type aliases, not interfaces: the API hands it to React Router's un-augmented AppLoadContext, an index
// signature that only an object type alias satisfies.
export type PortalLoadContext = {
  publicConfig: PublicConfig;
  /** Use it on every inline script: the Content-Security-Policy is strict. */
  cspNonce: string;
  /** The style-src nonce, for inline <style> elements. */
  cspStyleNonce: string;
  /** In-process API call on the server, e.g. apiFetch('/api/config/'). */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  /** Production only: the text of a built stylesheet by its href ('/assets/root-x.css'), or null. */
  readStylesheet?: (href: string) => string | null;
};
