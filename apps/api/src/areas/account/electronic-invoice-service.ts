// Electronic invoice opt-in (account modal 2): on and off, each real change confirmed by a mail written to the
// outbox in the change's own transaction, so a confirmed change always has its mail and a repeat sends none.
import { formatDateTime, type ElectronicInvoice, apiMessages } from '@portal/domain';
import type { Mailer, MailMessage } from '../../infrastructure/mail/mailer.js';
import type { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { CustomersRepository } from '../auth/index.js';
import type { ElectronicInvoiceRepository } from './electronic-invoice-repository.js';
import { toElectronicInvoice } from './electronic-invoice-state.js';

export function electronicInvoiceMail(to: string, name: string, enabled: boolean, at: Date): MailMessage {
  const when = formatDateTime(at);
  return {
    to,
    subject: enabled
      ? apiMessages.electronicInvoiceOnMailSubject
      : apiMessages.electronicInvoiceOffMailSubject,
    text: [
      `Hola ${name},`,
      '',
      enabled
        ? `Desde el ${when} vas a recibir tus facturas en ${to} en lugar de en papel.`
        : `Desde el ${when} dejás de recibir la factura electrónica; vuelve a llegarte en papel a tu domicilio.`,
      '',
      'Podés cambiar esta opción cuando quieras desde Mi cuenta, en Mis servicios.',
      'Si no hiciste este cambio, comunicate con nosotros.',
    ].join('\n'),
  };
}

export class ElectronicInvoiceService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly optins: ElectronicInvoiceRepository,
    private readonly outbox: OutboxWriter,
    private readonly mailer: Mailer,
  ) {}

  async change(cliente: number, enabled: boolean, now: Date = new Date()): Promise<ElectronicInvoice> {
    const customer = orNotFound(await this.customers.findByNumber(cliente));
    const email = customer.emailppl?.trim() || null;
    if (enabled && !email) throw new AppError('ELECTRONIC_INVOICE_NEEDS_EMAIL');
    const changed = await this.optins.change(customer.id, enabled, email, now, async (trx, row) => {
      const to = row.email ?? email;
      if (to) await this.outbox.insert(trx, electronicInvoiceMail(to, customer.nombre, enabled, now));
    });
    if (changed) {
      this.mailer.mailsCommitted();
      return toElectronicInvoice(changed);
    }
    return toElectronicInvoice(await this.optins.find(customer.id));
  }
}
