// One incident as the site words it, the same in the banner and in Mis servicios.
import { formatDateTime, incidentHeadline, type PublicIncident } from '@portal/domain';

export interface IncidentSentence {
  id: number;
  headline: string;
  detail: string;
}

export function incidentSentence(incident: PublicIncident): IncidentSentence {
  return {
    id: incident.id,
    headline: incidentHeadline(incident.service, incident.localities),
    detail: `${incident.text} Estimamos normalizarlo para el ${formatDateTime(incident.estimatedEndAt)}.`,
  };
}
