// Mis servicios (issue #11 §2): what the active customer record has, how it pays and what it owes, in the
// wire shapes of the contract. The route has already checked that the session owns the number.
import type { AccountService, CustomerServicesOverview } from '@portal/domain';
import { orNotFound } from '../../lib/app-error.js';
import type { AccountOverviewRepository, ServiceRow } from './account-overview-repository.js';
import type { CustomersRepository } from '../auth/index.js';
import type { DebitRegistrationsRepository } from '../debit/index.js';
import type { ElectronicInvoiceRepository } from './electronic-invoice-repository.js';
import { toDebitStatus } from '../debit/index.js';
import { toElectronicInvoice } from './electronic-invoice-state.js';

function toAccountService(row: ServiceRow): AccountService {
  const plan =
    row.plan_name !== null && row.packet_name !== null && row.amount_cents !== null
      ? { name: row.plan_name, packet_name: row.packet_name, amount_cents: Number(row.amount_cents) }
      : null;
  return { producto: row.producto, producto_tipo: row.producto_tipo, estado: row.estado, plan };
}

export class AccountOverviewService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly overview: AccountOverviewRepository,
    private readonly debits: DebitRegistrationsRepository,
    private readonly electronicInvoice: ElectronicInvoiceRepository,
  ) {}

  async overviewOf(cliente: number): Promise<CustomerServicesOverview> {
    const customer = orNotFound(await this.customers.findByNumber(cliente));
    const [services, debit, owed, optin, bouncing] = await Promise.all([
      this.overview.services(customer.id),
      this.debits.findActive(customer.id),
      this.overview.owed(customer.id),
      this.electronicInvoice.find(customer.id),
      customer.emailppl ? this.overview.emailBouncing(customer.emailppl) : Promise.resolve(false),
    ]);
    return {
      cliente: customer.cliente,
      estado: customer.estado,
      direccion: customer.direccion ?? '',
      ciudad: customer.ciudad ?? '',
      servicios: services.map(toAccountService),
      debito: toDebitStatus(debit),
      deuda: owed,
      factura_electronica: toElectronicInvoice(optin),
      email_rebota: bouncing,
    };
  }
}
