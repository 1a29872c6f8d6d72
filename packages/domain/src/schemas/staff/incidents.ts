// Incidents staff keep (issue #31 §5): the form the supervisor fills and the API checks with the same schema.
// Times arrive as the datetime-local field gives them (Ushuaia time) or as ISO instants; they leave as ISO.
import { z } from 'zod';
import { messages, tooLongMessage } from '../../messages.js';
import { instantFromInput } from '../../rules/content/outages.js';
import { incidentServiceSchema, publicIncidentSchema } from '../content/outages.js';

export const INCIDENT_TEXT_MAX_LENGTH = 280;
export const INCIDENT_MAX_LOCALITIES = 30;

export const incidentSchema = publicIncidentSchema.extend({
  closedAt: z.string().nullable(),
  active: z.boolean().describe('Vigente ahora: empezó, no se cerró y no pasó su fin estimado'),
  linkedRequests: z.number().int().nonnegative().describe('Reclamos de falla vinculados'),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentListSchema = z.object({ items: z.array(incidentSchema) });

const instant = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const iso = instantFromInput(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: messages.invalidDate });
        return z.NEVER;
      }
      return iso;
    });

const incidentFields = {
  service: incidentServiceSchema,
  /** Every locality; `localities` is then ignored. */
  allLocalities: z.boolean({ error: messages.invalidValue }),
  localities: z
    .array(z.string({ error: messages.invalidOption }).trim().min(1, messages.invalidOption), {
      error: messages.invalidValue,
    })
    .max(INCIDENT_MAX_LOCALITIES, tooLongMessage(INCIDENT_MAX_LOCALITIES)),
  startsAt: instant('Indicá cuándo empezó.'),
  estimatedEndAt: instant('Indicá cuándo estimás que termina.'),
  publicText: z
    .string({ error: 'Escribí el texto que va a ver la gente.' })
    .trim()
    .min(1, 'Escribí el texto que va a ver la gente.')
    .max(INCIDENT_TEXT_MAX_LENGTH, tooLongMessage(INCIDENT_TEXT_MAX_LENGTH))
    .refine((text) => !/[<>]/.test(text), 'Escribí texto simple, sin etiquetas HTML.'),
};

type IncidentDraft = {
  allLocalities: boolean;
  localities: string[];
  startsAt: string;
  estimatedEndAt: string;
};

function checkIncident(draft: IncidentDraft, ctx: z.RefinementCtx): void {
  if (!draft.allLocalities && draft.localities.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['localities'], message: 'Elegí al menos una localidad.' });
  }
  if (Date.parse(draft.estimatedEndAt) <= Date.parse(draft.startsAt)) {
    ctx.addIssue({
      code: 'custom',
      path: ['estimatedEndAt'],
      message: 'El fin estimado tiene que ser posterior al inicio.',
    });
  }
}

export const incidentInputSchema = z.object(incidentFields).superRefine(checkIncident);
export type IncidentInput = z.input<typeof incidentInputSchema>;
export type IncidentValues = z.output<typeof incidentInputSchema>;

/** A whole edit, with the version the supervisor read (two editing at once never overwrite each other). */
export const incidentUpdateSchema = z
  .object({ ...incidentFields, version: z.number({ error: messages.invalidValue }).int().positive() })
  .superRefine(checkIncident);
export type IncidentUpdate = z.output<typeof incidentUpdateSchema>;

export const incidentCloseSchema = z.object({
  version: z.number({ error: messages.invalidValue }).int().positive(),
});

export const incidentParamsSchema = z.object({
  incidentId: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});
