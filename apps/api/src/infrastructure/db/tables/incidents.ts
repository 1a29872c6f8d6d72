// Table types: outage incidents and the customers who asked to hear of them (migration 0034). Conventions in
// ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './common.js';

export interface IncidentsTable {
  id: Generated<number>;
  /** INCIDENT_SERVICES: internet, tv, clicktv, telefonia. */
  service: string;
  /** JSON array of locality names as the covered list spells them; null: every locality. */
  localities: string | null;
  /** Plain text the public pages show. */
  public_text: string;
  starts_at: string;
  estimated_end_at: string;
  /** Set once, by the close that wins (a conditional update). */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: number | null;
  /** Optimistic lock: a change sets version = version + 1 where version = the one the supervisor read. */
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A customer who asked, from Mis servicios, to be mailed when an incident reaches their locality. */
export interface IncidentSubscriptionsTable {
  customer_id: number;
  created_at: CreatedAt;
}
