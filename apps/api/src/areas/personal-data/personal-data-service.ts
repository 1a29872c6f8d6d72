// Mis datos (issue #32 §4, Ley 25.326 art. 14): everything the portal holds about the signed-in person, built
// for the login of the session over every customer record it reaches. Debit numbers leave only masked; request
// payloads and internal notes never leave.
import {
  REQUEST_STATUS_LABELS,
  customerRequestSummary,
  summaryPlanCodes,
  maskedCard,
  maskedCbu,
  requestStatusOf,
  requestTypeLabel,
  type PersonalDataExport,
  type PersonalDataRecord,
  type PersonalDataRequest,
} from '@portal/domain';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { ushuaiaDate } from '../../lib/ushuaia-time.js';
import { gatewayLabel } from '../billing/index.js';
import { readPayload } from '../desk/index.js';
import type { CustomerRequestsRepository } from '../requests/index.js';
import { consentsOf } from './personal-data-consents.js';
import { personalDataPdf } from './personal-data-pdf.js';
import type { PersonalAccountsRepository } from './personal-accounts-repository.js';
import type { PersonalDataRepository } from './personal-data-repository.js';

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  approved: 'Aprobado',
  refunded: 'Devuelto',
  charged_back: 'Desconocido por el titular de la tarjeta',
};

const DEBIT_STATUS_LABELS: Record<string, string> = {
  active: 'Vigente',
  cancelled: 'Dado de baja',
  replaced: 'Reemplazado por otro medio',
};

/** Rows of one customer record, from a list that holds every record's rows. */
function of<T extends { customer_id: number | null }>(rows: readonly T[], customerId: number): T[] {
  return rows.filter((row) => row.customer_id === customerId);
}

interface DebitRow {
  method: string | null;
  card_last4: string | null;
  cbu_last4: string | null;
}

/** The method and only its last four digits: the sealed number is never read here. */
function maskedMethod(row: DebitRow): string {
  const masked = row.cbu_last4 ? maskedCbu(row.cbu_last4) : maskedCard(row.card_last4 ?? '····');
  return row.method ? `${row.method} ${masked}` : masked;
}

export class PersonalDataService {
  constructor(
    private readonly people: PersonalDataRepository,
    private readonly accounts: PersonalAccountsRepository,
    private readonly customerRequests: Pick<CustomerRequestsRepository, 'planNames'>,
    private readonly companyName: string,
  ) {}

  /** 'mis-datos-2026-11-28.json': the day in Ushuaia. */
  fileName(extension: 'json' | 'pdf', now: Date = new Date()): string {
    return `mis-datos-${ushuaiaDate(now)}.${extension}`;
  }

  async pdfFor(loginId: number, cliente: number): Promise<Buffer> {
    return personalDataPdf(await this.exportFor(loginId, cliente), this.companyName);
  }

  /**
   * Everything about the login of the session, over every record it reaches (not only the path's). The token
   * already owns `cliente`; the login must still reach it in the database, or the answer is 403.
   */
  async exportFor(loginId: number, cliente: number, now: Date = new Date()): Promise<PersonalDataExport> {
    const login = orNotFound(await this.people.login(loginId));
    const records = await this.people.records(loginId);
    if (!records.some((record) => record.cliente === cliente)) throw new AppError('FORBIDDEN');
    const ids = records.map((record) => record.id);
    const [phones, services, changes, coupons, requests, debits, debitConsents, optins, invoices, payments] =
      await Promise.all([
        this.people.phones(ids),
        this.people.services(ids),
        this.people.contactChanges(ids),
        this.people.coupons(ids),
        this.people.requests(ids),
        this.accounts.debitRegistrations(ids),
        this.accounts.debitConsents(ids),
        this.accounts.electronicInvoiceOptins(ids),
        this.accounts.invoices(ids),
        this.accounts.payments(ids),
      ]);
    const thread = await this.people.publicThread(requests.map((request) => request.id));
    // Worded as Mis gestiones words them: plan names, never the catalogue's codes or the staff summary.
    const payloads = requests.map((request) => readPayload(request.payload));
    const planNames = await this.customerRequests.planNames(
      requests.flatMap((request, index) => summaryPlanCodes(request.type, payloads[index]!)),
    );

    const clientes = records.map((record): PersonalDataRecord => ({
      clientenro: record.cliente,
      relacion: record.relation === 'holder' ? 'titular' : 'autorizado',
      nombre: record.nombre,
      apellido: record.apellido,
      tipoDocumento: record.tipo_doc,
      documento: record.dni,
      email: record.emailppl,
      emailAlternativo: record.email2,
      domicilio: record.direccion,
      localidad: record.ciudad,
      codigoPostal: record.cp,
      fechaNacimiento: record.fecha_nac,
      estado: record.estado,
      telefonos: of(phones, record.id).map((row) => row.phone),
      servicios: of(services, record.id).map((row) => ({
        producto: row.producto,
        tipo: row.producto_tipo,
        estado: row.estado,
      })),
      debitoAutomatico: of(debits, record.id).map((row) => ({
        medio: maskedMethod(row),
        marca: row.card_brand,
        titular: row.holder_name,
        documentoTitular: row.holder_id,
        estado: DEBIT_STATUS_LABELS[row.status] ?? row.status,
        alta: row.created_at,
        baja: row.cancelled_at,
      })),
      facturas: of(invoices, record.id).map((row) => ({
        facturaid: row.facturaid,
        periodo: row.periodo,
        emitida: row.emitida,
        vencimiento: row.vencimiento,
        importeCents: row.importe_cents,
        saldoCents: row.importe_saldo_cents,
        estado: row.estado,
      })),
      pagos: of(payments, record.id).map((row) => ({
        fecha: row.approved_at,
        importeCents: row.amount_cents,
        estado: PAYMENT_STATUS_LABELS[row.status] ?? row.status,
        medio: gatewayLabel(row.gateway),
      })),
      cupones: of(coupons, record.id).map((row) => ({
        codigo: row.code,
        titulo: row.title,
        comercio: row.partner,
        usado: row.used_at,
      })),
      cambiosDeContacto: of(changes, record.id).map((row) => ({
        campo: row.field,
        anterior: row.old_value,
        nuevo: row.new_value,
        fecha: row.created_at,
      })),
    }));

    const gestiones = requests.map((request, index): PersonalDataRequest => ({
      numero: request.number,
      clientenro: request.cliente,
      tipo: requestTypeLabel(request.type),
      fecha: request.created_at,
      estado: REQUEST_STATUS_LABELS[requestStatusOf(request.status)],
      resumen: customerRequestSummary(request.type, payloads[index]!, { planNames }),
      mensajes: thread
        .filter((entry) => entry.request_id === request.id)
        .map((entry) => ({
          fecha: entry.created_at,
          de: entry.kind === 'cliente' ? 'cliente' : 'empresa',
          texto: entry.text,
        })),
    }));

    return {
      generado: now.toISOString(),
      usuario: {
        email: login.email,
        creado: login.created_at,
        ultimoIngreso: login.last_login_at,
        ultimoCambioDeContrasena: login.password_changed_at,
      },
      clientes,
      gestiones,
      consentimientos: consentsOf({ login, records, optins, debitConsents }),
    };
  }
}
