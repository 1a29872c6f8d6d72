// The incidents' mails, plain text only: a new incident to the customers who asked to hear of one in their
// locality, and its end to the customers whose fault claims were linked to it (one mail per address).
import { formatDateTime, incidentHeadline, type IncidentService } from '@portal/domain';
import type { MailMessage } from '../../infrastructure/mail/mailer.js';
import { greeting } from '../../infrastructure/mail/mail-templates.js';

export interface IncidentMailFacts {
  service: IncidentService;
  localities: readonly string[] | null;
  text: string;
  startsAt: string;
  estimatedEndAt: string;
}

export function incidentStartedMail(
  to: { email: string; name: string },
  incident: IncidentMailFacts,
): MailMessage {
  const headline = incidentHeadline(incident.service, incident.localities);
  return {
    to: to.email,
    subject: `Aviso: ${headline}`,
    text: [
      greeting(to.name),
      '',
      `${headline}, desde el ${formatDateTime(incident.startsAt)}.`,
      `Estimamos normalizarlo para el ${formatDateTime(incident.estimatedEndAt)}.`,
      '',
      incident.text,
      '',
      'Te avisamos porque lo pediste en Mi cuenta. Podés dejar de recibir estos avisos desde Mis servicios.',
    ].join('\n'),
  };
}

export function incidentClosedMail(
  to: { email: string; name: string },
  incident: Pick<IncidentMailFacts, 'service' | 'localities'>,
  requestNumbers: readonly string[],
): MailMessage {
  const headline = incidentHeadline(incident.service, incident.localities);
  const numbers = requestNumbers.join(', ');
  const linked =
    requestNumbers.length === 1
      ? `Tu reclamo ${numbers} quedó vinculado a este corte.`
      : `Tus reclamos ${numbers} quedaron vinculados a este corte.`;
  return {
    to: to.email,
    subject: `Servicio normalizado: ${headline.replace(/^Corte de /, '')}`,
    text: [
      greeting(to.name),
      '',
      `Terminó el ${headline.charAt(0).toLowerCase()}${headline.slice(1)}: el servicio ya está normalizado.`,
      linked,
      '',
      'Si todavía tenés problemas, respondé a este email indicando el número de gestión.',
    ].join('\n'),
  };
}
