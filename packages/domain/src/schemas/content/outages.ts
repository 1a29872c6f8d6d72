// Outage notices as the public site and Mis servicios read them (issue #31 §5): the incidents in force, and a
// customer's own view (the incidents of their locality and whether they asked to be mailed of new ones).
import { z } from 'zod';
import { messages } from '../../messages.js';
import { INCIDENT_SERVICES } from '../../rules/content/outages.js';

const isoInstant = z.string().describe('Fecha y hora ISO 8601 (UTC)');

export const incidentServiceSchema = z.enum(INCIDENT_SERVICES, { error: 'Elegí el servicio afectado.' });

export const publicIncidentSchema = z.object({
  id: z.number().int().positive(),
  service: z.enum(INCIDENT_SERVICES),
  localities: z.array(z.string()).nullable().describe('Localidades afectadas; null: todas'),
  text: z.string().describe('Texto público, sin formato'),
  startsAt: isoInstant,
  estimatedEndAt: isoInstant,
});
export type PublicIncident = z.infer<typeof publicIncidentSchema>;

export const activeIncidentsSchema = z
  .object({ items: z.array(publicIncidentSchema) })
  .describe('Cortes vigentes ahora, del más reciente al más antiguo');
export type ActiveIncidents = z.infer<typeof activeIncidentsSchema>;

export const customerOutagesSchema = z.object({
  /** The locality of the customer's service address; null when the record has none. */
  locality: z.string().nullable(),
  items: z.array(publicIncidentSchema).describe('Cortes vigentes que llegan a la localidad del cliente'),
  subscribed: z.boolean().describe('Si pidió que le avisemos por mail de cortes en su localidad'),
  hasEmail: z.boolean().describe('Si el cliente tiene un email donde avisarle'),
});
export type CustomerOutages = z.infer<typeof customerOutagesSchema>;

export const outageSubscriptionUpdateSchema = z.object({
  subscribed: z.boolean({ error: messages.invalidValue }),
});
