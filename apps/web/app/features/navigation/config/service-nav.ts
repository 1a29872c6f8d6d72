import { hasTelephony } from '~/lib/config/company-config';

export interface ServiceNavEntry {
  label: string;
  path: string;
  /** Service tab index of spec §2: 0 /, 1 /clicktv, 2 /tv, 3 /internet, 4 /telefonia. */
  tabIndex: number;
}

export const SERVICE_NAV: readonly ServiceNavEntry[] = [
  { label: 'Inicio', path: '/', tabIndex: 0 },
  { label: 'Click TV', path: '/clicktv', tabIndex: 1 },
  { label: 'TV', path: '/tv', tabIndex: 2 },
  { label: 'Internet', path: '/internet', tabIndex: 3 },
  { label: 'Telefonía', path: '/telefonia', tabIndex: 4 },
];

const TELEPHONY_PATH = '/telefonia';

/** Entries of the main bar: Telefonía only where the company sells telephony. */
export function mainBarEntries(companyCode: number): ServiceNavEntry[] {
  return SERVICE_NAV.filter((e) => e.path !== TELEPHONY_PATH || hasTelephony(companyCode));
}

/** The second bar on narrow screens repeats the entries without Telefonía (spec §2). */
export function narrowBarEntries(): ServiceNavEntry[] {
  return SERVICE_NAV.filter((e) => e.path !== TELEPHONY_PATH);
}

/** Active service tab for a path, or null outside the service pages. */
export function activeTabIndex(pathname: string): number | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SERVICE_NAV.find((e) => e.path === path)?.tabIndex ?? null;
}
