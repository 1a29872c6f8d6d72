// Outage notices (issue #31 §5): when an incident is in force and whom it touches. Shared by the API (which
// links a claim to the incident of its locality and picks whom to mail) and the site (banner, Mis servicios).
import { coveredLocality } from './coverage.js';

export const INCIDENT_SERVICES = ['internet', 'tv', 'clicktv', 'telefonia'] as const;
export type IncidentService = (typeof INCIDENT_SERVICES)[number];

export const INCIDENT_SERVICE_LABELS: Record<IncidentService, string> = {
  internet: 'Internet',
  tv: 'TV',
  clicktv: 'Click TV',
  telefonia: 'Telefonía',
};

/** What the rules read of an incident; `localities` null means every locality. */
export interface IncidentScope {
  localities: readonly string[] | null;
  startsAt: string;
  estimatedEndAt: string;
  closedAt: string | null;
}

/**
 * In force from its start until it is closed or its estimated end passes (staff move the estimate when the
 * work takes longer), so a forgotten notice never stays on the site for good.
 */
export function isIncidentActive(incident: IncidentScope, now: Date = new Date()): boolean {
  const at = now.getTime();
  return (
    incident.closedAt === null &&
    Date.parse(incident.startsAt) <= at &&
    at < Date.parse(incident.estimatedEndAt)
  );
}

/** Whether the incident reaches a locality; accents, case and spacing do not make another locality. */
export function incidentTouchesLocality(
  incident: Pick<IncidentScope, 'localities'>,
  locality: string | null,
) {
  if (incident.localities === null) return true;
  return locality !== null && coveredLocality(locality, incident.localities) !== undefined;
}

/** 'Río Grande', 'Río Grande y Tolhuin', 'Ushuaia, Río Grande y Tolhuin' or 'todas las localidades'. */
export function affectedLocalitiesText(localities: readonly string[] | null): string {
  if (localities === null || localities.length === 0) return 'todas las localidades';
  if (localities.length === 1) return localities[0] ?? '';
  return `${localities.slice(0, -1).join(', ')} y ${localities[localities.length - 1]}`;
}

/** The banner's and the mails' first line: 'Corte de Internet en Río Grande'. */
export function incidentHeadline(service: IncidentService, localities: readonly string[] | null): string {
  return `Corte de ${INCIDENT_SERVICE_LABELS[service]} en ${affectedLocalitiesText(localities)}`;
}

/** Ushuaia keeps UTC-3 all year (no daylight saving since 2009): a staff's local time is that offset. */
const USHUAIA_OFFSET = '-03:00';
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * An ISO instant from what a person typed ('YYYY-MM-DDTHH:mm', Ushuaia time, as a datetime-local field gives
 * it) or from an ISO 8601 instant with its offset; null when it is neither.
 */
export function instantFromInput(value: string): string | null {
  const text = LOCAL_MINUTE.test(value) ? `${value}:00${USHUAIA_OFFSET}` : value;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  // A day the month lacks (30 February) parses into the next month: refuse it rather than move it.
  return LOCAL_MINUTE.test(value) && inputFromInstant(iso) !== value ? null : iso;
}

/** 'YYYY-MM-DDTHH:mm' in Ushuaia time, for a datetime-local field showing a stored instant. */
export function inputFromInstant(iso: string): string {
  const shifted = new Date(Date.parse(iso) - 3 * 60 * 60_000);
  return shifted.toISOString().slice(0, 16);
}
