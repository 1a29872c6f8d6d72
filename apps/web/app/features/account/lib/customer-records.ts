import { customerRecordSchema, type CustomerRecord } from '@portal/domain';
import { writeJson, type ClientSession, type CompanyId } from '~/lib/session/session';

/** The login's customer records kept in the session; entries that do not read as a record are left out. */
export function customerRecordsOf(list: readonly unknown[]): CustomerRecord[] {
  return list.flatMap((entry) => {
    const parsed = customerRecordSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function clientSessionOf(record: CustomerRecord): ClientSession {
  return {
    clientenro: record.cliente,
    email: record.emailppl,
    nombre: [record.nombre, record.apellido].filter(Boolean).join(' '),
  };
}

/** Makes `record` the active customer of the stored session, so every account page follows it. */
export function switchActiveRecord(company: CompanyId, record: CustomerRecord): void {
  writeJson(company, 'client', clientSessionOf(record));
}
