// How the documents of Mi cuenta name their parties: the customer block, the receiver document of the ARCA QR
// and the payment channel. Invoices are named by the domain's fiscalInvoiceNumber.
import { ARCA_DOC_TYPES } from '@portal/domain';
import type { CustomerRow } from '../auth/index.js';

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

const GATEWAY_LABELS: Record<string, string> = {
  mercadopago: 'Mercado Pago',
  sandbox: 'Pago online (entorno de prueba)',
};

export function gatewayLabel(gateway: string): string {
  return GATEWAY_LABELS[gateway] ?? 'Pago online';
}
