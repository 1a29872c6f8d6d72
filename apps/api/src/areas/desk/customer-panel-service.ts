// The customer beside a request (issue #30 §2): contact data, services, balance, recent invoices and payments,
// the automatic debit (masked only), past requests and coupons, read through the account and billing areas'
// own services. A member opening it reads personal data: each read is in the audit log.
import { requestTypeLabel, type CustomerPanel } from '@portal/domain';
import { orNotFound } from '../../lib/app-error.js';
import type { AccountServices } from '../account/index.js';
import type { CustomersRepository } from '../auth/index.js';
import type { BillingServices } from '../billing/index.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import type { DeskRepository } from './desk-repository.js';
import { statusOf } from './desk-views.js';

/** How much of each history the panel shows: the latest, the rest is in the customer's own pages. */
const RECENT = 12;

export interface CustomerPanelSources {
  customers: CustomersRepository;
  overview: AccountServices['overview'];
  coupons: AccountServices['coupons'];
  invoices: BillingServices['invoices'];
  statement: BillingServices['statement'];
}

export class CustomerPanelService {
  constructor(
    private readonly sources: CustomerPanelSources,
    private readonly desk: DeskRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async get(cliente: number, actor: AuditActor, now: Date = new Date()): Promise<CustomerPanel> {
    const { customers, overview, coupons, invoices, statement } = this.sources;
    const customer = orNotFound(await customers.findByNumber(cliente));
    const [services, invoiceList, account, couponList, requests] = await Promise.all([
      overview.overviewOf(cliente),
      invoices.list(cliente),
      statement.statement(cliente, now),
      coupons.listFor(cliente, now),
      this.desk.customerRequests(customer.id, RECENT),
    ]);
    await this.audit.record({
      ...actor,
      action: 'customer.panel.read',
      entity: 'customer',
      entityId: String(cliente),
    });
    const debit = services.debito;
    return {
      customerNumber: customer.cliente,
      name: `${customer.nombre} ${customer.apellido}`.trim(),
      dni: customer.dni,
      email: customer.emailppl,
      phones: customer.phones,
      address: customer.direccion,
      locality: customer.ciudad,
      status: customer.estado,
      services: services.servicios.map((s) => ({
        product: s.producto,
        plan: s.plan?.name ?? s.producto_tipo,
        status: s.estado,
      })),
      balanceCents: services.deuda.total_cents,
      invoices: invoiceList.facturas.slice(0, RECENT).map((invoice) => ({
        number: invoice.numero_fiscal,
        dueDate: invoice.vencimiento,
        totalCents: invoice.importe_cents,
        balanceCents: invoice.importe_saldo_cents,
        status: invoice.estado,
      })),
      payments: account.entries
        .filter((entry) => entry.kind === 'payment')
        .reverse()
        .slice(0, RECENT)
        .map((entry) => ({ at: entry.date, amountCents: entry.credit_cents, method: entry.description })),
      debit:
        debit.kind === 'none'
          ? null
          : { method: debit.method, masked: `•••• ${debit.last4}`, status: `Activo desde ${debit.since}` },
      pastRequests: requests.map((request) => ({
        number: request.number,
        typeLabel: requestTypeLabel(request.type),
        status: statusOf(request.status),
        createdAt: request.created_at,
      })),
      coupons: couponList.cupones.map((coupon) => ({
        code: coupon.codigo,
        description: `${coupon.titulo} (${coupon.comercio})`,
        used: coupon.usado !== null,
      })),
    };
  }
}
