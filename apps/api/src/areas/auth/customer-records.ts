// Wire shapes of a customer (spec §3): the login response's customer record and the dataClient.
import { maskedCbu, type CustomerRecord, type DataClient } from '@portal/domain';
import type { CustomerRow } from './customers-repository.js';

/** What the wire shows for an unknown birth date. */
export const UNSET_BIRTH_DATE = '0001-01-01 00:00:00';

export function toCustomerRecord(row: CustomerRow): CustomerRecord {
  return {
    cliente: row.cliente,
    nombre: row.nombre,
    apellido: row.apellido,
    dni: row.dni,
    emailppl: row.emailppl ?? '',
    telefono: row.phones.join(','),
    direccion: row.direccion ?? '',
    ciudad: row.ciudad ?? '',
    cp: row.cp ?? '',
    estado: row.estado,
  };
}

export function toDataClient(row: CustomerRow): DataClient {
  return {
    cliente: row.cliente,
    nombre: row.nombre,
    apellido: row.apellido,
    dni: row.dni,
    telefono: row.phones.join(','),
    emailppl: row.emailppl ?? '',
    email2: row.email2,
    direccion: row.direccion ?? '',
    fecha_nac: row.fecha_nac ? `${row.fecha_nac} 00:00:00` : UNSET_BIRTH_DATE,
    // The spec's field names the CBU the bills are debited from: masked, never the number (issue #14 §3).
    debito_cbu: row.debit_cbu_last4 ? maskedCbu(row.debit_cbu_last4) : null,
  };
}
