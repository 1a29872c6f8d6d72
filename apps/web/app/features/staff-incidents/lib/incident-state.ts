// How the staff list names an incident's moment: in force, scheduled, past its estimate, or closed.
import type { Incident } from '@portal/domain';

export type IncidentState = 'vigente' | 'programado' | 'vencido' | 'cerrado';

export const INCIDENT_STATE_LABELS: Record<IncidentState, string> = {
  vigente: 'Vigente',
  programado: 'Programado',
  vencido: 'Pasó el fin estimado',
  cerrado: 'Cerrado',
};

export function incidentState(incident: Incident, now: Date = new Date()): IncidentState {
  if (incident.closedAt !== null) return 'cerrado';
  if (incident.active) return 'vigente';
  return Date.parse(incident.startsAt) > now.getTime() ? 'programado' : 'vencido';
}
