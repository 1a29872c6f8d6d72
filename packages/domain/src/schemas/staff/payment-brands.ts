// The payment methods page's brands (issue #31 §1): name, order and image per section, kept by admins. The
// images follow the channel logos' rules (PNG, WebP or SVG checked by content, at most 200 KB).
import { z } from 'zod';
import { messages, tooLongMessage } from '../../messages.js';

export const PAYMENT_BRAND_SECTIONS = ['debito', 'tarjeta', 'externo'] as const;
export type PaymentBrandSection = (typeof PAYMENT_BRAND_SECTIONS)[number];

export const PAYMENT_BRAND_SECTION_LABELS: Record<PaymentBrandSection, string> = {
  debito: 'Débito automático',
  tarjeta: 'Tarjeta de crédito',
  externo: 'Canales de cobro externos',
};

export const PAYMENT_BRAND_NAME_MAX_LENGTH = 60;
export const PAYMENT_BRAND_POSITION_MAX = 999;

export const paymentBrandMessages = {
  stale: 'Otra persona cambió este medio de pago. Recargalo para ver los cambios.',
} as const;

const publicBrandSchema = z.object({ name: z.string(), imageUrl: z.string().nullable() });

export const publicPaymentBrandsSchema = z.object({
  debito: z.array(publicBrandSchema),
  tarjeta: z.array(publicBrandSchema),
  externo: z.array(publicBrandSchema),
});
export type PublicPaymentBrands = z.infer<typeof publicPaymentBrandsSchema>;

export const paymentBrandSectionSchema = z.enum(PAYMENT_BRAND_SECTIONS, { error: 'Elegí la sección.' });

export const paymentBrandSchema = z.object({
  id: z.number().int().positive(),
  section: paymentBrandSectionSchema,
  name: z.string(),
  position: z.number().int(),
  imageUrl: z.string().nullable(),
  version: z.number().int().positive(),
});
export type PaymentBrand = z.infer<typeof paymentBrandSchema>;

export const paymentBrandListSchema = z.object({ items: z.array(paymentBrandSchema) });

const name = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(PAYMENT_BRAND_NAME_MAX_LENGTH, tooLongMessage(PAYMENT_BRAND_NAME_MAX_LENGTH));
const position = z.coerce
  .number({ error: 'Ingresá el orden.' })
  .int('Ingresá un número entero.')
  .min(0, 'El orden no puede ser negativo.')
  .max(PAYMENT_BRAND_POSITION_MAX, `El orden tiene que ser ${PAYMENT_BRAND_POSITION_MAX} o menos.`);

export const paymentBrandInputSchema = z.object({ section: paymentBrandSectionSchema, name, position });
export type PaymentBrandInput = z.infer<typeof paymentBrandInputSchema>;

export const paymentBrandPatchSchema = z.object({
  name,
  position,
  version: z.number({ error: messages.invalidValue }).int().positive(),
});
export type PaymentBrandPatch = z.infer<typeof paymentBrandPatchSchema>;

export const paymentBrandParamsSchema = z.object({
  brandId: z.coerce.number({ error: messages.invalidValue }).int().positive(messages.invalidValue),
});

export const paymentBrandDeleteQuerySchema = z.object({
  version: z.coerce.number({ error: messages.invalidValue }).int().positive(messages.invalidValue),
});
