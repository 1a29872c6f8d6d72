import { describe, expect, it } from 'vitest';
import { INVOICE_STATES } from '../../constants.js';
import {
  documentFileNames,
  fiscalInvoiceNumber,
  INVOICE_STATE_LABELS,
  receiptNumber,
} from './invoice-labels.js';

describe('invoice labels', () => {
  it('gives every billing estado a word', () => {
    expect(INVOICE_STATES.map((state) => INVOICE_STATE_LABELS[state])).toEqual([
      'Pagada',
      'Impaga',
      'Enviada',
      'Pago parcial',
      'Anulada',
    ]);
  });

  it('numbers receipts and names the downloaded files', () => {
    expect(receiptNumber(42)).toBe('R-00000042');
    expect(documentFileNames.receipt(42)).toBe('recibo-R-00000042.pdf');
    expect(documentFileNames.invoice(900103)).toBe('factura-900103.pdf');
    expect(documentFileNames.statement(104523)).toBe('estado-de-cuenta-104523.pdf');
  });

  it('names an invoice by its fiscal letter, point of sale and number', () => {
    expect(fiscalInvoiceNumber({ facturaid: 900103, tipo_cmp: 6, pto_vta: 3, nro_cmp: 12103 })).toBe(
      'Factura B 0003-00012103',
    );
    expect(fiscalInvoiceNumber({ facturaid: 1, tipo_cmp: 1, pto_vta: 12, nro_cmp: 98765432 })).toBe(
      'Factura A 0012-98765432',
    );
    expect(fiscalInvoiceNumber({ facturaid: 1, tipo_cmp: 11, pto_vta: 1, nro_cmp: 7 })).toBe(
      'Factura C 0001-00000007',
    );
  });

  it('falls back to the billing id while any fiscal datum is missing', () => {
    expect(fiscalInvoiceNumber({ facturaid: 910004, tipo_cmp: null, pto_vta: null, nro_cmp: null })).toBe(
      'Factura N° 910004',
    );
    expect(fiscalInvoiceNumber({ facturaid: 910004, tipo_cmp: 6, pto_vta: 3, nro_cmp: null })).toBe(
      'Factura N° 910004',
    );
  });
});
