// Plans and prices (spec §3 "Rates") and the cart item built from them. Amounts are pesos as on the
// spec's wire; the cart sums them through integer cents so totals never drift (rules/cart.ts).
import { z } from 'zod';
import { CART_MAX_QUANTITY, CART_SERVICES } from '../../rules/requests/cart.js';

/** What a buyer reads on a plan card besides its price (ADR 0063); every field is optional on the wire. */
export interface PacketDetails {
  /** Internet speeds in megabits per second. */
  speed_down_mbps?: number | undefined;
  speed_up_mbps?: number | undefined;
  /** What the plan includes, one short Spanish line each ('Router Wi-Fi 6 en comodato', '80 canales'). */
  includes?: string[] | undefined;
  /** Installation in cents; 0 means 'sin cargo'. */
  installation_cents?: number | undefined;
  /** Minimum term in months; 0 means 'sin permanencia'. */
  contract_months?: number | undefined;
  /** A promotion's price after it ends, in cents. */
  regular_amount_cents?: number | undefined;
  /** Last day of a promotion, YYYY-MM-DD (Ushuaia calendar). */
  promotion_until?: string | undefined;
}

export interface Packet extends PacketDetails {
  packet_name: string;
  amount: number;
  promotion: boolean;
  name: string;
  packets?: Packet[] | undefined;
}

const cents = () => z.number().int().nonnegative();
const packetDetails = {
  speed_down_mbps: z.number().int().positive().optional().describe('Velocidad de bajada en Mbps'),
  speed_up_mbps: z.number().int().positive().optional().describe('Velocidad de subida en Mbps'),
  includes: z.array(z.string().max(120)).max(12).optional().describe('Qué incluye el plan'),
  installation_cents: cents().optional().describe('Instalación en centavos; 0 es sin cargo'),
  contract_months: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('Permanencia en meses; 0 es sin permanencia'),
  regular_amount_cents: cents().optional().describe('Precio de la promoción cuando termina, en centavos'),
  promotion_until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe('Último día de la promoción (AAAA-MM-DD)'),
};

export const packetSchema: z.ZodType<Packet> = z.object({
  packet_name: z.string(),
  amount: z.number().nonnegative(),
  promotion: z.boolean(),
  name: z.string(),
  ...packetDetails,
  get packets() {
    return z.array(packetSchema).optional();
  },
});

/** product_name: Gpon, ClickTv, Dibox or another internet product name. */
export const rateSchema = z.object({
  product_name: z.string().min(1),
  packets: z.array(packetSchema),
});
export type Rate = z.infer<typeof rateSchema>;
export const ratesSchema = z.array(rateSchema);

/** A packet as GET /api/rates/ publishes it: the pesos of the spec's wire plus the authoritative cents. */
export interface PublishedPacket extends PacketDetails {
  packet_name: string;
  /** Pesos as a number, for spec compatibility; derived from amount_cents. */
  amount: number;
  amount_cents: number;
  promotion: boolean;
  name: string;
  packets: PublishedPacket[];
}

export const publishedPacketSchema: z.ZodType<PublishedPacket> = z.object({
  packet_name: z.string(),
  amount: z.number().describe('Precio en pesos (derivado de amount_cents)'),
  amount_cents: z.number().int().describe('Precio en centavos: el valor de referencia'),
  promotion: z.boolean(),
  name: z.string(),
  ...packetDetails,
  get packets() {
    return z.array(publishedPacketSchema).describe('Paquetes adicionales anidados');
  },
});

export const publishedRatesSchema = z
  .array(
    z.object({
      product_name: z.string().describe('Gpon, ClickTv, Dibox...'),
      packets: z.array(publishedPacketSchema),
    }),
  )
  .describe('Tarifas por producto');
export type PublishedRate = z.infer<typeof publishedRatesSchema>[number];

/** An add-on chosen with a plan: the catalogue's nested packet, without nesting of its own. */
const chosenAddOnSchema = z.object({
  packet_name: z.string().min(1).max(200),
  amount: z.number().nonnegative(),
  promotion: z.boolean(),
  name: z.string().max(200),
});

/**
 * The spec's cart item, with `service` widened to tv and telefonia, `packets` holding the add-ons chosen with
 * the plan and `quantity` (absent: one). The API checks every amount against the catalogue (ADR 0064).
 */
export const cartItemSchema = z.object({
  service: z.enum(CART_SERVICES),
  title: z.string().min(1).max(200),
  packet_name: z.string().min(1).max(200),
  amount: z.number().nonnegative(),
  promotion: z.boolean(),
  name: z.string().max(200),
  packets: z.array(chosenAddOnSchema).max(20).optional().describe('Adicionales elegidos con el plan'),
  quantity: z
    .number()
    .int()
    .min(1)
    .max(CART_MAX_QUANTITY)
    .optional()
    .describe(`Cantidad del mismo plan (1 a ${CART_MAX_QUANTITY}; sin el campo, 1)`),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export type ChosenAddOn = z.infer<typeof chosenAddOnSchema>;
