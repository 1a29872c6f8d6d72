import { describe, expect, it } from 'vitest';
import { arcaQrJson, arcaQrUrl, formatVoucherNumber, voucherType } from './arca-qr.js';

// ARCA's published example (the issue text quotes it): a Factura A in dollars.
const OFFICIAL_JSON =
  '{"ver":1,"fecha":"2020-10-13","cuit":30000000007,"ptoVta":10,"tipoCmp":1,"nroCmp":94,"importe":12100,' +
  '"moneda":"DOL","ctz":65,"tipoDocRec":80,"nroDocRec":20000000001,"tipoCodAut":"E","codAut":70417054367476}';
const OFFICIAL_BASE64 =
  'eyJ2ZXIiOjEsImZlY2hhIjoiMjAyMC0xMC0xMyIsImN1aXQiOjMwMDAwMDAwMDA3LCJwdG9WdGEiOjEwLCJ0aXBvQ21wIjoxLCJucm9D' +
  'bXAiOjk0LCJpbXBvcnRlIjoxMjEwMCwibW9uZWRhIjoiRE9MIiwiY3R6Ijo2NSwidGlwb0RvY1JlYyI6ODAsIm5yb0RvY1JlYyI6MjAw' +
  'MDAwMDAwMDEsInRpcG9Db2RBdXQiOiJFIiwiY29kQXV0Ijo3MDQxNzA1NDM2NzQ3Nn0=';

const official = {
  fecha: '2020-10-13',
  cuit: 30000000007,
  ptoVta: 10,
  tipoCmp: 1,
  nroCmp: 94,
  importeCents: 1_210_000,
  moneda: 'DOL',
  ctz: 65,
  tipoDocRec: 80,
  nroDocRec: 20000000001,
  codAut: 70417054367476,
};

describe('ARCA QR payload', () => {
  it('writes the official example byte for byte', () => {
    expect(arcaQrJson(official)).toBe(OFFICIAL_JSON);
  });

  it('encodes the URL as base64 of that JSON', () => {
    expect(arcaQrUrl(official)).toBe(`https://www.arca.gob.ar/fe/qr/?p=${OFFICIAL_BASE64}`);
  });

  it('carries cents as pesos with their decimals', () => {
    const json = JSON.parse(arcaQrJson({ ...official, importeCents: 1_234_567 })) as { importe: number };
    expect(json.importe).toBe(12345.67);
  });
});

describe('voucher number and type', () => {
  it('pads the point of sale to 4 digits and the number to 8', () => {
    expect(formatVoucherNumber(1, 123)).toBe('0001-00000123');
    expect(formatVoucherNumber(12, 98765432)).toBe('0012-98765432');
  });

  it('names Factura B with its letter', () => {
    expect(voucherType(6)).toEqual({ letter: 'B', name: 'Factura B' });
  });
});
