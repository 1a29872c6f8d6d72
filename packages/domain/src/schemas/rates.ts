// Plans and prices (spec §3 "Rates") and the cart item built from them. Amounts are pesos as on the
// spec's wire; the cart sums them through integer cents so totals never drift.
import { z } from 'zod';
import { pesosToCents, sumCents } from '../format.js';

export interface Packet {
  packet_name: string;
  amount: number;
  promotion: boolean;
  name: string;
  packets?: Packet[] | undefined;
}

export const packetSchema: z.ZodType<Packet> = z.object({
  packet_name: z.string(),
  amount: z.number().nonnegative(),
  promotion: z.boolean(),
  name: z.string(),
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
export interface PublishedPacket {
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

export const CART_SERVICES = ['internet', 'streaming'] as const;

export const cartItemSchema = z.object({
  service: z.enum(CART_SERVICES),
  title: z.string().min(1).max(200),
  packet_name: z.string().min(1).max(200),
  amount: z.number().nonnegative(),
  promotion: z.boolean(),
  name: z.string().max(200),
  packets: z.array(packetSchema).optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** 'Total Pesos': the sum of item amounts, in cents. */
export function cartTotalCents(items: readonly Pick<CartItem, 'amount'>[]): number {
  return sumCents(items.map((i) => pesosToCents(i.amount)));
}
