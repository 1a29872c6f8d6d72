// Company 20 sells no telephony (spec §2): which values of a request name it, so the API can refuse them even
// when a client skips the web's filtered lists.
import { COMPANY_CODE_NO_TELEPHONY, TELEPHONY_ONLY_PATHS } from '../../constants.js';
import { messages } from '../../messages.js';

/** Telefonía is hidden (and its pages redirect to /) for the company without telephony. */
export function hasTelephony(companyCode: number): boolean {
  return companyCode !== COMPANY_CODE_NO_TELEPHONY;
}

/**
 * A page of the site that exists only with telephony (or below one), from a path or a link to the site:
 * '/telefonia', '/telefonia/?x=1', 'https://host/ayuda/centro-de-ayuda/multiplay'.
 */
export function isTelephonyPath(pathOrLink: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(pathOrLink.trim(), 'http://portal.invalid').pathname);
  } catch {
    return false; // not a URL at all: it names no page
  }
  const folded = fold(pathname).replace(/\/+$/, '');
  return TELEPHONY_ONLY_PATHS.some((path) => folded === path || folded.startsWith(`${path}/`));
}

/** Folded spellings: the service option 'Telefonía' and the rates' product names (seed 'Telefonia'). */
const TELEPHONY_NAMES = new Set(['telefonia', 'telefono', 'telephony']);

/** Case, spacing and accents do not make another product: 'TELEFONIA ' is still telephony. */
const fold = (value: string): string => value.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

export function isTelephonyName(value: string): boolean {
  return TELEPHONY_NAMES.has(fold(value));
}

interface TelephonyCandidate {
  service?: unknown;
  items?: ReadonlyArray<{ title: string; service?: string }>;
}

/** Field errors for a request that asks for telephony: the service choice and every cart item that is it. */
export function telephonyFieldErrors(message: TelephonyCandidate): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof message.service === 'string' && isTelephonyName(message.service)) {
    fields.service = messages.invalidOption;
  }
  message.items?.forEach((item, index) => {
    if (isTelephonyName(item.title) || item.service === 'telefonia') {
      fields[`items.${index}.title`] = messages.telephonyNotOffered;
    }
  });
  return fields;
}
