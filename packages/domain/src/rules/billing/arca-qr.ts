// The QR that every electronic invoice must print (ARCA, formerly AFIP, RG 4892/2020): a URL whose `p`
// parameter is the base64 of a JSON with the voucher's data. Key order and types follow ARCA's specification
// and its published example, so a reader app shows the same voucher the tax agency authorised.
import { centsToPesos } from '../../format.js';

export const ARCA_QR_BASE_URL = 'https://www.arca.gob.ar/fe/qr/?p=';

/** ARCA receiver document types the portal uses: 80 CUIT, 86 CUIL, 96 DNI, 99 consumidor final without one. */
export const ARCA_DOC_TYPES = { CUIT: 80, CUIL: 86, DNI: 96, NONE: 99 } as const;

export interface ArcaQrInput {
  /** Issue date, 'YYYY-MM-DD'. */
  fecha: string;
  /** Issuer CUIT, 11 digits. */
  cuit: number;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  /** Total in cents (ADR 0011); the payload carries pesos. */
  importeCents: number;
  /** ARCA currency code: 'PES', 'DOL'... */
  moneda: string;
  /** Exchange rate to pesos; 1 for 'PES'. */
  ctz: number;
  tipoDocRec: number;
  nroDocRec: number;
  /** The CAE, 14 digits. */
  codAut: number;
}

/** The JSON of the QR, with ARCA's key order (`tipoCodAut` is 'E' for a CAE). */
export function arcaQrJson(input: ArcaQrInput): string {
  return JSON.stringify({
    ver: 1,
    fecha: input.fecha,
    cuit: input.cuit,
    ptoVta: input.ptoVta,
    tipoCmp: input.tipoCmp,
    nroCmp: input.nroCmp,
    importe: centsToPesos(input.importeCents),
    moneda: input.moneda,
    ctz: input.ctz,
    tipoDocRec: input.tipoDocRec,
    nroDocRec: input.nroDocRec,
    tipoCodAut: 'E',
    codAut: input.codAut,
  });
}

/** Base64 of ASCII text; the payload is ASCII only (numbers, ISO dates, currency codes). */
function base64Ascii(text: string): string {
  return btoa(text);
}

/** The URL the QR encodes. */
export function arcaQrUrl(input: ArcaQrInput): string {
  return ARCA_QR_BASE_URL + base64Ascii(arcaQrJson(input));
}

/** '0001-00000123': point of sale and voucher number as printed on Argentine invoices. */
export function formatVoucherNumber(ptoVta: number, nroCmp: number): string {
  return `${String(ptoVta).padStart(4, '0')}-${String(nroCmp).padStart(8, '0')}`;
}

/** Letter and name of the voucher types the billing system issues (ARCA table of comprobantes). */
const VOUCHER_TYPES: Record<number, { letter: string; name: string }> = {
  1: { letter: 'A', name: 'Factura A' },
  6: { letter: 'B', name: 'Factura B' },
  11: { letter: 'C', name: 'Factura C' },
};

export function voucherType(tipoCmp: number): { letter: string; name: string } {
  return VOUCHER_TYPES[tipoCmp] ?? { letter: 'X', name: 'Comprobante' };
}
