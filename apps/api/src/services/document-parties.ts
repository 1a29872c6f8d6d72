// How the documents of Mi cuenta name their parties and vouchers: the customer block, the receiver document of
// the ARCA QR, an invoice's printed number and a payment's receipt number.
import { ARCA_DOC_TYPES, formatVoucherNumber, voucherType } from '@portal/domain';
import type { CustomerRow } from '../repositories/customers-repository.js';

export interface DocumentCustomer {
  clientenro: number;
  name: string;
  document: string;
  address: string;
  /** ARCA receiver document (tipoDocRec, nroDocRec) for the QR. */
  arcaDoc: { type: number; number: number };
}

const ARCA_DOC_BY_TIPO: Record<string, number> = {
  DNI: ARCA_DOC_TYPES.DNI,
  CUIT: ARCA_DOC_TYPES.CUIT,
  CUIL: ARCA_DOC_TYPES.CUIL,
};

export function documentCustomer(customer: CustomerRow): DocumentCustomer {
  const tipo = customer.tipo_doc || 'DNI';
  const digits = customer.dni.replace(/\D/g, '');
  const arcaType = ARCA_DOC_BY_TIPO[tipo];
  const place = [customer.ciudad, customer.cp && `(${customer.cp})`].filter(Boolean).join(' ');
  const address = [customer.direccion, place].filter(Boolean).join(', ');
  return {
    clientenro: customer.cliente,
    name: `${customer.nombre} ${customer.apellido}`.trim(),
    document: digits ? `${tipo} ${digits}` : 'Sin documento',
    address,
    // A receiver without a known document type is a consumidor final without identification (99, 0).
    arcaDoc:
      arcaType && digits
        ? { type: arcaType, number: Number(digits) }
        : { type: ARCA_DOC_TYPES.NONE, number: 0 },
  };
}

export interface VoucherLike {
  facturaid: number;
  tipo_cmp: number | null;
  pto_vta: number | null;
  nro_cmp: number | null;
}

/** 'Factura B 0003-00012101', or the billing system's invoice id when the fiscal data has not arrived yet. */
export function voucherLabel(invoice: VoucherLike): string {
  if (invoice.tipo_cmp === null || invoice.pto_vta === null || invoice.nro_cmp === null) {
    return `Factura ${invoice.facturaid}`;
  }
  return `${voucherType(invoice.tipo_cmp).name} ${formatVoucherNumber(invoice.pto_vta, invoice.nro_cmp)}`;
}

const GATEWAY_LABELS: Record<string, string> = {
  mercadopago: 'Mercado Pago',
  sandbox: 'Pago online (entorno de prueba)',
};

export function gatewayLabel(gateway: string): string {
  return GATEWAY_LABELS[gateway] ?? 'Pago online';
}
