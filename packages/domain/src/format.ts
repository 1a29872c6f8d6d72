// es-AR formatting shared by the web and the API's emails. Money is integer cents everywhere
// (design §6); only these functions cross to and from pesos.
import { CURRENCY, LOCALE, TIME_ZONE } from './constants.js';

/**
 * Builds an Intl formatter on first use: creating one loads locale and time-zone data (~10 ms on a phone),
 * which pages that never show a price or a date should not pay while they load.
 */
function lazyFormatter<T>(create: () => T): () => T {
  let formatter: T | undefined;
  return () => (formatter ??= create());
}

const pesos = lazyFormatter(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }));

/** `formatPesos(123450)` -> '$ 1.234,50' (with a no-break space, as Intl writes it). */
export function formatPesos(cents: number): string {
  return pesos().format(centsToPesos(cents));
}

/** Exact for any integer cents: dividing an integer by 100 gives the nearest double. */
export function centsToPesos(cents: number): number {
  return cents / 100;
}

/**
 * Converts pesos to integer cents by decimal digits, not by multiplying floats
 * (1.005 * 100 is 100.49999...). Accepts numbers and strings with '.' or ',' as decimal mark;
 * rounds half away from zero at the third decimal. Returns NaN for unreadable input.
 */
export function pesosToCents(value: number | string): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return Number.NaN;
    // Exponent notation appears only where a cent of drift is moot (below 1e-6 or from 1e21 on).
    if (/e/i.test(String(value))) return Math.round(value * 100);
  }
  let text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  if (!/^[-+]?\d*(\.\d*)?$/.test(text) || !/\d/.test(text)) return Number.NaN;
  const negative = text.startsWith('-');
  text = text.replace(/^[-+]/, '');
  const [whole = '', fraction = ''] = text.split('.');
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return negative ? -cents : cents;
}

/** Sum of cent amounts (the cart total is the sum of item amounts). */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((a, b) => a + b, 0);
}

const DATE_PARTS: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
const dateFormatter = lazyFormatter(() => new Intl.DateTimeFormat(LOCALE, DATE_PARTS));
const dateTimeFormatter = lazyFormatter(
  () => new Intl.DateTimeFormat(LOCALE, { ...DATE_PARTS, hour: '2-digit', minute: '2-digit', hour12: false }),
);

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** 'DD/MM/YYYY' in Ushuaia time. */
export function formatDate(value: Date | string | number): string {
  return dateFormatter().format(toDate(value));
}

/** 'DD/MM/YYYY, HH:mm' in Ushuaia time. */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormatter().format(toDate(value));
}

/** 'DD-MM-YYYY' in Ushuaia time: the `date` field of the payment request (spec §7). */
export function formatPaymentDate(value: Date | string | number): string {
  return formatDate(value).replace(/\//g, '-');
}

/** A calendar date string 'YYYY-MM-DD' shown as 'DD/MM/YYYY' without any time-zone shift. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
