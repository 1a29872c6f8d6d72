// The mails of online payment: the customer's receipt, and staff alerts for what needs a person (a payment
// reversed by the gateway, or money no invoice could take). Plain text, written to the outbox in the same
// transaction as the change they report (ADR 0051).
import { apiMessages, fiscalInvoiceNumber, formatDateTime, formatMessage, formatPesos } from '@portal/domain';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';
import type { AppliedPayment, ReversedPayment } from './payments-repository.js';
import type { LinkCustomer } from './payment-links-repository.js';

export function receiptMail(
  to: string,
  customer: LinkCustomer,
  payment: { amountCents: number; gatewayPaymentId: string; approvedAt: string },
  applied: AppliedPayment,
): MailMessage {
  const lines = applied.allocations.map(
    (a) =>
      `- ${fiscalInvoiceNumber(a)}: ${formatPesos(a.amountCents)}` +
      (a.saldoCents === 0 ? ' (pagada)' : ` (queda un saldo de ${formatPesos(a.saldoCents)})`),
  );
  return {
    to,
    subject: formatMessage(apiMessages.paymentReceiptMailSubject, {
      amount: formatPesos(payment.amountCents),
    }),
    text: [
      `Hola ${customer.nombre},`,
      '',
      `Recibimos tu pago online de ${formatPesos(payment.amountCents)} el ${formatDateTime(payment.approvedAt)}` +
        ` (cliente ${customer.cliente}, operación ${payment.gatewayPaymentId}).`,
      '',
      'Lo aplicamos así:',
      ...lines,
      ...(applied.unallocatedCents > 0
        ? [
            '',
            `Quedan ${formatPesos(applied.unallocatedCents)} a tu favor; te vamos a contactar para acreditarlos.`,
          ]
        : []),
      '',
      'Podés ver tus facturas y descargar el comprobante en Mi cuenta > Mis facturas.',
    ].join('\n'),
  };
}

export function reversalAlertMail(
  staffEmail: string,
  customer: LinkCustomer,
  gatewayPaymentId: string,
  status: 'refunded' | 'charged_back',
  reversed: ReversedPayment,
): MailMessage {
  const label = status === 'refunded' ? 'devuelto' : 'contracargo';
  return {
    to: staffEmail,
    subject: formatMessage(apiMessages.paymentReversedMailSubject, {
      status: label,
      customer: customer.cliente,
    }),
    text: [
      `La pasarela informó el pago ${gatewayPaymentId} de ${formatPesos(reversed.amountCents)} como ${label}.`,
      `Cliente ${customer.cliente} (${customer.nombre} ${customer.apellido}).`,
      '',
      'Reabrimos estas facturas con su saldo:',
      ...reversed.invoices.map((i) => `- ${fiscalInvoiceNumber(i)}: ${formatPesos(i.amountCents)}`),
      '',
      'Revisá el caso y comunicate con el cliente si corresponde.',
    ].join('\n'),
  };
}

export function unallocatedAlertMail(
  staffEmail: string,
  customer: LinkCustomer,
  gatewayPaymentId: string,
  unallocatedCents: number,
): MailMessage {
  return {
    to: staffEmail,
    subject: formatMessage(apiMessages.paymentUnallocatedMailSubject, { customer: customer.cliente }),
    text: [
      `El pago ${gatewayPaymentId} del cliente ${customer.cliente} dejó ${formatPesos(unallocatedCents)} sin aplicar:`,
      'sus facturas ya estaban pagas cuando llegó. Quedó registrado como saldo a favor para revisar:',
      'acreditalo o devolvelo.',
    ].join('\n'),
  };
}
