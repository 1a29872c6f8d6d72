import { z } from 'zod';

export interface PacketDto {
  packet_name: string;
  /** Pesos as a number, for spec compatibility; derived from amount_cents. */
  amount: number;
  /** Authoritative price in integer cents. */
  amount_cents: number;
  promotion: boolean;
  name: string;
  packets: PacketDto[];
}

export const packetSchema: z.ZodType<PacketDto> = z.object({
  packet_name: z.string(),
  amount: z.number().describe('Precio en pesos (derivado de amount_cents)'),
  amount_cents: z.number().int().describe('Precio en centavos: el valor de referencia'),
  promotion: z.boolean(),
  name: z.string(),
  get packets() {
    return z.array(packetSchema).describe('Paquetes adicionales anidados');
  },
});

export const rateSchema = z.object({
  product_name: z.string().describe('Gpon, ClickTv, Dibox...'),
  packets: z.array(packetSchema),
});

export const ratesSchema = z.array(rateSchema).describe('Tarifas por producto');

export type RateDto = z.infer<typeof rateSchema>;
