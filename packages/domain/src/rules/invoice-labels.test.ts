import { describe, expect, it } from 'vitest';
import { INVOICE_STATES } from '../constants.js';
import { documentFileNames, INVOICE_STATE_LABELS, receiptNumber } from './invoice-labels.js';

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
});
