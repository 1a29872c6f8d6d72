import { describe, expect, it } from 'vitest';
import type { InvoiceValues, StoredInvoice } from './billing-invoices-repository.js';
import { centsToDecimalText } from './billing-csv.js';
import { mergeInvoice, startOfDayInUshuaia } from './billing-service.js';

const incoming: InvoiceValues = {
  customer_id: 7,
  estado: 'PARCIAL',
  emitida: '2026-11-01',
  vencimiento: '2026-11-20',
  importe_cents: 5_400_000,
  importe_saldo_cents: 2_150_000,
  periodo: '2026-11',
  tipo_cmp: null,
  pto_vta: null,
  nro_cmp: null,
  cae: null,
  cae_vencimiento: null,
  moneda: 'PES',
};
const stored = (overrides: Partial<StoredInvoice> = {}): StoredInvoice => ({
  ...incoming,
  items: [],
  hasOnlinePayments: false,
  ...overrides,
});

describe('mergeInvoice (the saldo rule)', () => {
  it('keeps an identical invoice and refuses another customer', () => {
    expect(mergeInvoice(incoming, [], stored()).merge).toEqual({ kind: 'keep' });
    expect(mergeInvoice(incoming, [], stored({ customer_id: 8 })).merge).toEqual({ kind: 'refuse' });
  });

  it('takes any saldo while no online payment counts against the invoice', () => {
    const higher = mergeInvoice(incoming, [], stored({ importe_saldo_cents: 100, hasOnlinePayments: false }));
    expect(higher).toEqual({ merge: { kind: 'write', values: incoming, items: [] }, keptSaldo: null });
  });

  it('keeps the lower portal saldo, and the estado it implies, against a stale one', () => {
    const portal = { importe_saldo_cents: 1_150_000, hasOnlinePayments: true };
    expect(mergeInvoice(incoming, [], stored(portal))).toEqual({
      merge: { kind: 'keep' },
      keptSaldo: 1_150_000,
    });
    // Another field changed: written, with the portal's saldo.
    const moved = { ...incoming, vencimiento: '2026-11-25' };
    expect(mergeInvoice(moved, [], stored(portal))).toEqual({
      merge: { kind: 'write', values: { ...moved, importe_saldo_cents: 1_150_000 }, items: [] },
      keptSaldo: 1_150_000,
    });
    const paid = mergeInvoice(
      incoming,
      [],
      stored({ importe_saldo_cents: 0, estado: 'PAGA', hasOnlinePayments: true }),
    );
    expect(paid).toEqual({ merge: { kind: 'keep' }, keptSaldo: 0 });
    const voided = mergeInvoice(
      { ...incoming, estado: 'ANULADA' },
      [],
      stored({ importe_saldo_cents: 0, hasOnlinePayments: true }),
    );
    expect(voided.merge).toMatchObject({
      kind: 'write',
      values: { estado: 'ANULADA', importe_saldo_cents: 0 },
    });
  });

  it('takes a lower saldo from the billing system even with online payments', () => {
    const lower = mergeInvoice(
      { ...incoming, importe_saldo_cents: 500_000 },
      [],
      stored({ importe_saldo_cents: 1_150_000, hasOnlinePayments: true }),
    );
    expect(lower).toMatchObject({
      merge: { kind: 'write', values: { importe_saldo_cents: 500_000 } },
      keptSaldo: null,
    });
  });

  it('rewrites an invoice whose items changed', () => {
    const items = [{ descripcion: 'Abono', cantidad: 1, precio_unitario_cents: 5_400_000 }];
    expect(mergeInvoice(incoming, items, stored()).merge).toEqual({ kind: 'write', values: incoming, items });
    expect(mergeInvoice(incoming, items, stored({ items })).merge).toEqual({ kind: 'keep' });
  });
});

describe('billing dates and amounts', () => {
  it('starts an Ushuaia day at 03:00 UTC', () => {
    expect(startOfDayInUshuaia('2026-11-02').toISOString()).toBe('2026-11-02T03:00:00.000Z');
    expect(startOfDayInUshuaia('2027-01-01').toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('writes cents as exact decimal pesos', () => {
    expect(centsToDecimalText(2_150_055)).toBe('21500.55');
    expect(centsToDecimalText(5)).toBe('0.05');
    expect(centsToDecimalText(100)).toBe('1.00');
    expect(centsToDecimalText(-250)).toBe('-2.50');
  });
});
