// Customer-side records of spec §3: dataClient, customer record, services, invoices, payments.
import { z } from 'zod';
import { INVOICE_STATES, PRODUCT_TYPES } from '../../constants.js';
import { isBirthDateUnset } from '../../rules/identity/birth-date.js';
import { emailField, positiveIdField } from '../fields.js';

/** A customer record of the login response; CONECTADO is preferred as the active one. */
export const customerRecordSchema = z.object({
  cliente: z.number().int().positive(),
  nombre: z.string(),
  apellido: z.string(),
  dni: z.string(),
  emailppl: z.string(),
  telefono: z.string(),
  direccion: z.string(),
  ciudad: z.string(),
  cp: z.string(),
  estado: z.string(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** Customer data (GET /api/customer/{clientenro}/). */
export const dataClientSchema = z.object({
  cliente: z.number().int().positive(),
  nombre: z.string(),
  apellido: z.string(),
  dni: z.string(),
  /** Comma-separated phone list; split it with `parsePhoneList`. */
  telefono: z.string(),
  emailppl: z.string(),
  email2: z.string().nullable(),
  direccion: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss'; '0001-01-01 00:00:00' means unset (see `isBirthDateUnset`). */
  fecha_nac: z.string().nullable(),
  /** The CBU of the automatic debit in force, masked ('CBU •••• 5201'); null without one or with a card. */
  debito_cbu: z.string().nullable(),
});
export type DataClient = z.infer<typeof dataClientSchema>;

export function hasBirthDate(client: Pick<DataClient, 'fecha_nac'>): boolean {
  return !isBirthDateUnset(client.fecha_nac);
}

/** Picks the active record: the first CONECTADO one, else the first. */
export function preferredCustomerRecord<T extends { estado: string }>(records: readonly T[]): T | undefined {
  return records.find((r) => r.estado === 'CONECTADO') ?? records[0];
}

export const customerServiceSchema = z.object({
  producto: z.string(),
  /** INTERNET, CLICK TV, DIBOX, MULTIPLAY or others. */
  producto_tipo: z.union([z.enum(PRODUCT_TYPES), z.string()]),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const invoiceStateSchema = z.enum(INVOICE_STATES);

/** Amounts in pesos as on the spec's wire (`importe_saldo`); convert with `pesosToCents`. */
export const invoiceSchema = z.object({
  facturaid: z.number().int().positive(),
  estado: invoiceStateSchema,
  emitida: z.string(),
  vencimiento: z.string(),
  importe_saldo: z.number(),
  clientenro: z.number().int().positive(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicesContainerSchema = z.object({
  facturas: z.array(invoiceSchema),
  condicion_de_pago: z.object({ condicion: z.string() }),
});
export type InvoicesContainer = z.infer<typeof invoicesContainerSchema>;

export const checkPaymentUrlSchema = z.object({ nro: positiveIdField() });

/** POST /api/payments/payment-request/ (spec §7). */
export const paymentRequestSchema = z.object({
  transaction_id: z.string().min(1),
  /** Comma list of invoice ids. */
  invoices_id: z.string().regex(/^\d+(,\d+)*$/),
  amount: z.number().positive(),
  /** 'DD-MM-YYYY' (see `formatPaymentDate`). */
  date: z.string().regex(/^\d{2}-\d{2}-\d{4}$/),
  email: emailField(),
  name: z.string().min(1),
  client_id: positiveIdField(),
  invoices: z.array(z.unknown()),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
