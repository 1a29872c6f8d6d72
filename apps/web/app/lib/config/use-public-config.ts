import { useRouteLoaderData } from 'react-router';
import { DEFAULT_COVERED_LOCALITIES, type CompanyConfig } from '@portal/domain';
import type { RootData } from './company-config';
import type { PublicConfig } from './load-context';

const FALLBACK: PublicConfig = { apiKey: '', companyCode: 2, apiHost: '' };

/** Root loader data: the public API settings and the company config. */
export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data ?? { publicConfig: FALLBACK, config: null, popups: null };
}

export function usePublicConfig(): PublicConfig {
  return useRootData().publicConfig;
}

export function useCompanyConfig(): CompanyConfig | null {
  return useRootData().config;
}

/** The company config's covered localities: every page that states coverage names these (ADR 0062). */
export function useCoveredLocalities(): readonly string[] {
  return useCompanyConfig()?.covered_localities ?? DEFAULT_COVERED_LOCALITIES;
}
