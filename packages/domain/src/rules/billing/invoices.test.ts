import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import {
  invoicesToOffer,
  isPayableInvoice,
  payableInvoices,
  paymentSelectionError,
  toggleInvoiceSelection,
} from './invoices.js';

const inv = (facturaid: number, estado: string, vencimiento: string) => ({ facturaid, estado, vencimiento });

describe('payable invoices', () => {
  it('offers only IMPAGA and PARCIAL, oldest due date first', () => {
    const list = [
      inv(1, 'PAGA', '2025-01-10'),
      inv(2, 'IMPAGA', '2025-03-10'),
      inv(3, 'PARCIAL', '2025-02-10'),
      inv(4, 'ANULADA', '2025-01-01'),
      inv(5, 'ENVIADA', '2025-01-01'),
    ];
    expect(payableInvoices(list).map((i) => i.facturaid)).toEqual([3, 2]);
    expect(isPayableInvoice({ estado: 'PAGA' })).toBe(false);
  });
  it('does not offer an invoice whose payment is in process at the gateway', () => {
    const list = [
      { ...inv(2, 'IMPAGA', '2025-03-10'), pago_en_proceso: false },
      { ...inv(3, 'PARCIAL', '2025-02-10'), pago_en_proceso: true },
      { ...inv(6, 'IMPAGA', '2025-04-10'), pago_en_proceso: false },
    ];
    expect(invoicesToOffer(list).map((i) => i.facturaid)).toEqual([2, 6]);
  });
  it('selects in order and deselects from the newest selected', () => {
    expect(toggleInvoiceSelection(0, 2, 3)).toBe(1);
    expect(toggleInvoiceSelection(1, 1, 3)).toBe(2);
    expect(toggleInvoiceSelection(3, 3, 3)).toBe(3);
    expect(toggleInvoiceSelection(2, 0, 3)).toBe(1);
  });
});

describe('paymentSelectionError', () => {
  it('needs at least one invoice', () => {
    expect(paymentSelectionError('', 0, 3)).toBe(messages.paymentSelectInvoice);
    expect(paymentSelectionError('', 1, 3)).toBeNull();
  });

  it('asks for the two oldest together under condition PAGADOS', () => {
    expect(paymentSelectionError('PAGADOS', 1, 3)).toBe(messages.payBothInvoices);
    expect(paymentSelectionError('PAGADOS', 2, 3)).toBeNull();
    expect(paymentSelectionError('PAGADOS', 3, 3)).toBeNull();
  });

  it('accepts the only open invoice under PAGADOS', () => {
    expect(paymentSelectionError('PAGADOS', 1, 1)).toBeNull();
  });
});
