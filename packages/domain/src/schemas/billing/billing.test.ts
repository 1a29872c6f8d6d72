import { billingMessages } from '../../billing-messages.js';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import { billingExportQuerySchema, billingInvoiceRowSchema, billingRowErrors } from './billing.js';

const row = {
  clientenro: 104523,
  facturaid: 910001,
  estado: 'PARCIAL',
  emitida: '2026-11-01',
  vencimiento: '2026-11-20',
  importe: 21500.54,
  importe_saldo: '10000.5',
  periodo: '2026-11',
  tipo_cmp: 6,
  pto_vta: 10,
  nro_cmp: 94,
  cae: '70417054367476',
  cae_vencimiento: '2026-11-11',
  items: [
    { descripcion: 'Internet 300 Megas', cantidad: 1, precio_unitario: 20000 },
    { descripcion: 'Decodificador adicional', cantidad: '3', precio_unitario: '500.18' },
  ],
};

const errorsOf = (value: unknown) => {
  const result = billingInvoiceRowSchema.safeParse(value);
  if (result.success) throw new Error('expected errors');
  return billingRowErrors(result.error);
};

describe('billing invoice rows', () => {
  it('converts pesos to exact cents and fills the defaults', () => {
    const parsed = billingInvoiceRowSchema.parse(row);
    expect(parsed).toMatchObject({
      importe_cents: 2_150_054,
      importe_saldo_cents: 1_000_050,
      moneda: 'PES',
      items: [
        { descripcion: 'Internet 300 Megas', cantidad: 1, precio_unitario_cents: 2_000_000 },
        { descripcion: 'Decodificador adicional', cantidad: 3, precio_unitario_cents: 50_018 },
      ],
    });
  });

  it('takes blank CSV cells as absent: no fiscal data and no items', () => {
    const parsed = billingInvoiceRowSchema.parse({
      ...row,
      tipo_cmp: '',
      pto_vta: '',
      nro_cmp: '',
      cae: '',
      cae_vencimiento: '',
      periodo: '',
      moneda: '',
      items: undefined,
    });
    expect(parsed).toMatchObject({
      tipo_cmp: null,
      cae: null,
      cae_vencimiento: null,
      periodo: null,
      items: [],
    });
  });

  it('reports each bad field in Spanish', () => {
    expect(
      errorsOf({
        ...row,
        clientenro: 'abc',
        importe: '-5',
        emitida: '2026-02-30',
        estado: 'DEBE',
        cae: '123',
      }),
    ).toEqual({
      clientenro: messages.invalidValue,
      importe: billingMessages.billingAmountInvalid,
      emitida: messages.invalidDate,
      estado: messages.invalidOption,
      cae: billingMessages.billingCaeInvalid,
    });
    expect(errorsOf({ ...row, importe: '10.123' }).importe).toBe(billingMessages.billingAmountInvalid);
    expect(errorsOf({ ...row, moneda: 'DOL' }).moneda).toBe(billingMessages.billingCurrencyUnsupported);
    expect(errorsOf({ ...row, facturaid: undefined }).facturaid).toBe(messages.required);
    expect(errorsOf('not a row')).toEqual({ fila: billingMessages.billingRowNotObject });
  });

  it('checks the row as a whole: balance, state, dates, fiscal data together, items total', () => {
    const items: unknown[] = [];
    expect(errorsOf({ ...row, items, importe_saldo: 30000 }).importe_saldo).toBe(
      billingMessages.billingBalanceAboveTotal,
    );
    expect(errorsOf({ ...row, items, estado: 'PAGA' }).estado).toBe(
      billingMessages.billingStateBalanceMismatch,
    );
    expect(errorsOf({ ...row, items, estado: 'IMPAGA' }).estado).toBe(
      billingMessages.billingStateBalanceMismatch,
    );
    expect(errorsOf({ ...row, items, vencimiento: '2026-10-31' }).vencimiento).toBe(
      billingMessages.billingDueBeforeIssue,
    );
    expect(errorsOf({ ...row, items, cae: undefined, nro_cmp: '' })).toEqual({
      cae: billingMessages.billingFiscalIncomplete,
      nro_cmp: billingMessages.billingFiscalIncomplete,
    });
    expect(errorsOf({ ...row, items: [{ descripcion: 'x', cantidad: 1, precio_unitario: 1 }] }).items).toBe(
      billingMessages.billingItemsTotalMismatch,
    );
    expect(
      billingInvoiceRowSchema.safeParse({ ...row, items, estado: 'ANULADA', importe_saldo: 0 }).success,
    ).toBe(true);
  });
});

describe('billing export query', () => {
  it('needs two dates in order', () => {
    expect(billingExportQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    const reversed = billingExportQuerySchema.safeParse({ from: '2026-12-01', to: '2026-11-30' });
    expect(reversed.error?.issues[0]?.message).toBe(billingMessages.billingRangeInvalid);
  });
});
