// The consents a person gave through the portal, with their dates (issue #32 §4): the terms at registration
// (the portal never stored their version, and says so), the electronic invoice opt-in and the automatic debit
// consents. Incident mail subscriptions join here once their table exists.
import { TERMS_CONSENT_DETAIL, type Consent } from '@portal/domain';

interface ConsentSources {
  login: { created_at: string };
  records: ReadonlyArray<{ id: number; cliente: number }>;
  optins: ReadonlyArray<{ customer_id: number; enabled: number; email: string | null; changed_at: string }>;
  debitConsents: ReadonlyArray<{
    customer_id: number;
    action: string;
    consent_text: string;
    ip: string;
    created_at: string;
  }>;
}

export function consentsOf({ login, records, optins, debitConsents }: ConsentSources): Consent[] {
  const consents: Consent[] = [
    {
      tipo: 'terminos',
      clientenro: null,
      titulo: 'Términos y condiciones del portal',
      vigente: true,
      fecha: login.created_at,
      detalle: TERMS_CONSENT_DETAIL,
    },
  ];
  for (const record of records) {
    const optin = optins.find((row) => row.customer_id === record.id);
    if (optin) {
      consents.push({
        tipo: 'factura-electronica',
        clientenro: record.cliente,
        titulo: 'Factura electrónica por email',
        vigente: optin.enabled === 1,
        fecha: optin.changed_at,
        detalle:
          optin.enabled === 1
            ? `Aceptaste recibir la factura por email en ${optin.email ?? 'tu email principal'}.`
            : 'Desactivaste la factura electrónica por email.',
      });
    }
    const debits = debitConsents.filter((row) => row.customer_id === record.id);
    debits.forEach((row, index) => {
      const register = row.action === 'register';
      consents.push({
        tipo: 'debito-automatico',
        clientenro: record.cliente,
        titulo: register ? 'Adhesión al débito automático' : 'Baja del débito automático',
        // Only the latest adhesion of a record stands; a later one or a cancellation replaced it.
        vigente: register && index === debits.length - 1,
        fecha: row.created_at,
        detalle: `${row.consent_text} (desde la dirección IP ${row.ip}).`,
      });
    });
  }
  return consents;
}
