// Texts of the billing system's import and payments export (issue #13 §5), read by that system's operators.
// Kept apart from `messages`, which every page downloads: no page shows these.
export const billingMessages = {
  billingRowNotObject: 'Cada fila tiene que ser un objeto con los datos de una factura.',
  billingAmountInvalid: 'Ingresá un importe en pesos, sin signo y con hasta 2 decimales (p. ej. 21500.55).',
  billingBalanceAboveTotal: 'El saldo no puede ser mayor que el importe.',
  billingStateBalanceMismatch:
    'El estado no corresponde al saldo: PAGA va con saldo 0, IMPAGA y ENVIADA con el importe completo y PARCIAL con un saldo entre 0 y el importe.',
  billingDueBeforeIssue: 'El vencimiento no puede ser anterior a la emisión.',
  billingFiscalIncomplete:
    'Los datos fiscales van juntos: tipo_cmp, pto_vta, nro_cmp, cae y cae_vencimiento.',
  billingCaeInvalid: 'El CAE tiene 14 números.',
  billingCurrencyUnsupported: 'Solo se importan facturas en pesos (moneda PES).',
  billingItemsTotalMismatch: 'La suma de los ítems (cantidad × precio unitario) no coincide con el importe.',
  billingCustomerUnknown: 'No existe un cliente con ese número.',
  billingInvoiceOtherCustomer: 'La factura ya está cargada para otro cliente.',
  billingCsvLinesDiffer: 'Las líneas de esta factura no repiten los mismos datos de la factura.',
  billingTooManyRows:
    'Se importan hasta 5.000 facturas por vez: dividí el archivo y mandá cada parte por separado.',
  billingRangeInvalid: 'La fecha desde no puede ser posterior a la fecha hasta.',
} as const;
