// What the Trámites forms offer the active customer record (issue #15): the acquire form lists only the
// products the record does not have yet, the plan-change form pre-selects the plans it has; `holder` says
// whether this login may file the holder-only formalities (spec §6).
import { z } from 'zod';

/** The two products the Trámites forms sell or change (spec §5: an internet or Click TV plan). */
export const FORMALITY_PRODUCTS = ['internet', 'clickTv'] as const;
export type FormalityProduct = (typeof FORMALITY_PRODUCTS)[number];

export const formalityPlanSchema = z.object({
  packet_name: z.string().describe('Código del plan: el valor de internetPlan / clickTvPlan'),
  name: z.string().describe('Nombre del plan para mostrar'),
  amount_cents: z.number().int().nonnegative().describe('Precio mensual en centavos'),
  promotion: z.boolean(),
});
export type FormalityPlan = z.infer<typeof formalityPlanSchema>;

export const formalityProductSchema = z.object({
  product: z.enum(FORMALITY_PRODUCTS),
  label: z.string().describe('Internet o Click TV'),
  current: formalityPlanSchema
    .nullable()
    .describe('El plan que el cliente ya tiene de este producto; null si no lo tiene'),
  plans: z.array(formalityPlanSchema).describe('Planes activos del catálogo para este producto'),
});
export type FormalityProductOptions = z.infer<typeof formalityProductSchema>;

export const formalityOptionsSchema = z.object({
  holder: z
    .boolean()
    .describe('Si la sesión es del titular: cambio de plan, titularidad, mudanza y autorización lo exigen'),
  products: z.array(formalityProductSchema),
});
export type FormalityOptions = z.infer<typeof formalityOptionsSchema>;

/** Holder-only message types (spec §6): plan change, holder change, move and third-party authorisation. */
export const HOLDER_ONLY_MESSAGE_TYPES = [10, 11, 12, 13] as const;

export function isHolderOnlyMessageType(type: number): boolean {
  return (HOLDER_ONLY_MESSAGE_TYPES as readonly number[]).includes(type);
}
