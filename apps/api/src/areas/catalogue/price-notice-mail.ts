// The customer's notice of a new price for a plan they have, plain text, with the old and new price and the
// day it applies from.
import { formatIsoDate, formatPesos } from '@portal/domain';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';
import { greeting } from '../../infrastructure/mail/mail-templates.js';

export interface PriceNotice {
  to: string;
  customerName: string;
  planName: string;
  oldAmountCents: number;
  newAmountCents: number;
  /** YYYY-MM-DD. */
  effectiveDate: string;
}

export function priceNoticeMail(notice: PriceNotice): MailMessage {
  const date = formatIsoDate(notice.effectiveDate);
  return {
    to: notice.to,
    subject: `Nuevo precio de tu plan ${notice.planName} desde el ${date}`,
    text: [
      greeting(notice.customerName),
      '',
      `Te avisamos que desde el ${date} cambia el precio mensual de tu plan ${notice.planName}.`,
      '',
      `Precio actual: ${formatPesos(notice.oldAmountCents)}`,
      `Precio nuevo: ${formatPesos(notice.newAmountCents)}`,
      '',
      'Lo vas a ver en las facturas que se emitan desde esa fecha. Si tenés alguna consulta, respondé a este ' +
        'email o escribinos desde la sección Contacto del sitio.',
    ].join('\n'),
  };
}
