// Where the company installs (issue #12 §5): one list of covered localities in the company config, used by the
// home's coverage check and by every page that states coverage.

/** Served until staff store their own list under the company config key `covered_localities`. */
export const DEFAULT_COVERED_LOCALITIES: readonly string[] = ['Ushuaia', 'Río Grande', 'Tolhuin'];

/** Company config key of the list. */
export const COVERED_LOCALITIES_KEY = 'covered_localities';

const fold = (value: string): string =>
  value.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ');

/**
 * The stored list, cleaned: strings only, trimmed, without blanks or repeats (accents and case do not make
 * another locality). Anything that is not a usable list gives the default, so the site never states no coverage.
 */
export function coveredLocalities(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [...DEFAULT_COVERED_LOCALITIES];
  const seen = new Set<string>();
  const list: string[] = [];
  for (const value of stored) {
    if (typeof value !== 'string' || !value.trim()) continue;
    const key = fold(value);
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(value.trim());
  }
  return list.length > 0 ? list : [...DEFAULT_COVERED_LOCALITIES];
}

/** 'covered' only for a locality of the list; anything else is for staff to check ('unknown'). */
export type CoverageAnswer = 'covered' | 'unknown';

/** The list's own spelling of a locality ('rio grande' -> 'Río Grande'), or undefined when it is not listed. */
export function coveredLocality(locality: string, covered: readonly string[]): string | undefined {
  const key = fold(locality);
  return key ? covered.find((c) => fold(c) === key) : undefined;
}

export function coverageFor(locality: string, covered: readonly string[]): CoverageAnswer {
  return coveredLocality(locality, covered) === undefined ? 'unknown' : 'covered';
}

export const coverageMessages = {
  localityRequired: 'Elegí tu localidad.',
  streetRequired: 'Ingresá la calle y el número.',
  unknown:
    'Por ahora no tenemos cobertura confirmada en otras localidades. Dejanos tu dirección y revisamos si ' +
    'podemos llegar a tu domicilio.',
} as const;

/**
 * The answer to a coverage question. Only the locality is checked against the list, so a covered answer names
 * the locality and promises nothing about the street (issue #28 §3.9): staff confirm the address.
 */
export function coverageAnswerText(answer: CoverageAnswer, locality: string): string {
  return answer === 'covered'
    ? `Tenemos servicio en ${locality}; confirmamos tu dirección cuando nos dejes tus datos.`
    : coverageMessages.unknown;
}

/** The site's own messages for an empty locality or street (the form is noValidate, with or without scripts). */
export function coverageQueryProblems(query: {
  locality: string;
  street: string;
}): Partial<Record<'locality' | 'street', string>> {
  const problems: Partial<Record<'locality' | 'street', string>> = {};
  if (!query.locality.trim()) problems.locality = coverageMessages.localityRequired;
  if (!query.street.trim()) problems.street = coverageMessages.streetRequired;
  return problems;
}

/** 'Ushuaia, Río Grande y Tolhuin', as a sentence names them. */
export function localitiesSentence(localities: readonly string[]): string {
  if (localities.length <= 1) return localities[0] ?? '';
  return `${localities.slice(0, -1).join(', ')} y ${localities[localities.length - 1]}`;
}

/** The address as the contact form's Dirección field takes it: 'San Martín 1234, Ushuaia'. */
export function coverageAddress(street: string, locality: string): string {
  return [street.trim().replace(/\s+/g, ' '), locality.trim()].filter(Boolean).join(', ');
}
