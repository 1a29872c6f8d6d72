// An incident row as staff and the public read it; rows never leave the area.
import {
  INCIDENT_SERVICES,
  isIncidentActive,
  type Incident,
  type IncidentService,
  type PublicIncident,
} from '@portal/domain';
import type { Selectable } from 'kysely';
import type { IncidentsTable } from '../../infrastructure/db/schema.js';
import { localitiesOf, type IncidentRow } from './incidents-repository.js';

const isService = (value: string): value is IncidentService =>
  (INCIDENT_SERVICES as readonly string[]).includes(value);

export function toPublicIncident(row: Selectable<IncidentsTable>): PublicIncident {
  return {
    id: row.id,
    // Only the schema's services are ever stored; an unknown one would be a hand-made row.
    service: isService(row.service) ? row.service : 'internet',
    localities: localitiesOf(row.localities),
    text: row.public_text,
    startsAt: row.starts_at,
    estimatedEndAt: row.estimated_end_at,
  };
}

export function toIncident(row: IncidentRow, now: Date = new Date()): Incident {
  const view = toPublicIncident(row);
  return {
    ...view,
    closedAt: row.closed_at,
    active: isIncidentActive({ ...view, closedAt: row.closed_at }, now),
    linkedRequests: row.linked_requests,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
