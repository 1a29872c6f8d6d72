// The contract between this app and the API process that serves it (apps/api/src/http/web.ts).
export interface PublicConfig {
  apiKey: string;
  companyCode: 2 | 20;
  /** The brand name (COMPANY_NAME); absent outside the API process, where BRAND_NAME stands in. */
  companyName?: string;
  /** Host the browser reached, e.g. 'localhost:3000'. */
  apiHost: string;
}

export interface PortalLoadContext {
  publicConfig: PublicConfig;
  /** Use it on every inline script: the Content-Security-Policy is strict. */
  cspNonce: string;
  /** The style-src nonce, for inline <style> elements. */
  cspStyleNonce: string;
  /** In-process API call on the server, e.g. apiFetch('/api/config/'). */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  /** Production only: the text of a built stylesheet by its href ('/assets/root-x.css'), or null. */
  readStylesheet?: (href: string) => string | null;
}

declare module 'react-router' {
  // Declaration merging needs an interface here, not a type alias.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PortalLoadContext {}
}
