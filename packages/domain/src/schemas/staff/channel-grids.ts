// Channel grids kept in the database (issue #31 §1): each channel with its logo, and line-up changes that take
// an effective date (Res. 733/2017's 60 days' notice is a warning staff may confirm). Shared by the staff
// screens and the API; the public grid is the line-up in force today.
import { z } from 'zod';
import { messages, tooLongMessage } from '../../messages.js';
import { parseIsoDate } from '../../rules/common/calendar-date.js';

export const CHANNEL_GRID_IDS = [1, 2, 3] as const;
export type ChannelGridId = (typeof CHANNEL_GRID_IDS)[number];

/** PNG, WebP or SVG: told by the bytes, never by the name or the declared type. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/webp', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
/** A channel logo or a payment method's image is a small picture: 200 KB is generous for either. */
export const LOGO_MAX_BYTES = 200 * 1024;

export const CHANNEL_NAME_MAX_LENGTH = 60;
export const CHANNEL_GROUP_MAX_LENGTH = 60;
export const CHANNEL_NUMBER_MAX = 9999;

export const imageMessages = {
  notImage: 'El archivo no es una imagen PNG, WebP ni SVG.',
  kindMismatch: 'El archivo no es lo que dice su nombre: su contenido es de otro tipo de imagen.',
  tooLarge: 'La imagen pesa más de 200 KB.',
  svgUnsafe:
    'El SVG tiene scripts, eventos, contenido incrustado o referencias externas, o no es un SVG válido: subí un dibujo SVG simple.',
  missing: 'Elegí una imagen PNG, WebP o SVG.',
} as const;

export const lineupMessages = {
  stale: 'Otra persona cambió esta grilla. Recargala para ver los cambios.',
  channelStale: 'Otra persona cambió este canal. Recargalo para ver los cambios.',
  pastDate: 'La fecha no puede ser anterior a hoy.',
  numberTaken: (number: number, name: string) => `El número ${number} ya lo usa ${name} en esa fecha.`,
  notActive: 'Ese canal ya no está en la grilla en esa fecha.',
  nameTaken: 'Ya hay un canal con ese nombre.',
  beforeStart: 'La fecha tiene que ser igual o posterior al día en que el canal entra a la grilla.',
} as const;

const isoInstant = z.string().describe('Fecha y hora ISO 8601 (UTC)');
const isoDay = z.string().describe('Fecha AAAA-MM-DD');

export const channelGridIdSchema = z.coerce
  .number({ error: messages.invalidValue })
  .int(messages.invalidValue)
  .refine((value): value is ChannelGridId => (CHANNEL_GRID_IDS as readonly number[]).includes(value), {
    message: messages.invalidValue,
  });

export const channelGridParamsSchema = z.object({ gridId: channelGridIdSchema });

// ——— Public grid ———

export const publicChannelSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  /** Content-addressed, cached for a year; null while the channel has no logo. */
  logoUrl: z.string().nullable(),
});

export const publicChannelGridSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  groups: z.array(z.object({ title: z.string(), channels: z.array(publicChannelSchema) })),
});
export type PublicChannelGrid = z.infer<typeof publicChannelGridSchema>;

// ——— Staff ———

export const lineupEntrySchema = z.object({
  id: z.number().int().positive(),
  channelId: z.number().int().positive(),
  /** The channel's version, for a logo upload or a rename. */
  channelVersion: z.number().int().positive(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  groupTitle: z.string(),
  number: z.number().int(),
  startsOn: isoDay,
  /** The first day it is no longer in the grid; null while it stays. */
  endsOn: isoDay.nullable(),
});
export type LineupEntry = z.infer<typeof lineupEntrySchema>;

export const staffChannelGridSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  version: z.number().int().positive(),
  updatedAt: isoInstant,
  /** Entries in force today or later, by number. */
  entries: z.array(lineupEntrySchema),
});
export type StaffChannelGrid = z.infer<typeof staffChannelGridSchema>;

export const staffChannelGridListSchema = z.object({
  /** Today in Ushuaia, the day the notice is counted from. */
  today: isoDay,
  items: z.array(staffChannelGridSchema),
});
export type StaffChannelGridList = z.infer<typeof staffChannelGridListSchema>;

export const staffChannelSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  version: z.number().int().positive(),
});
export type StaffChannel = z.infer<typeof staffChannelSchema>;

const channelName = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(CHANNEL_NAME_MAX_LENGTH, tooLongMessage(CHANNEL_NAME_MAX_LENGTH));
const groupTitle = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(CHANNEL_GROUP_MAX_LENGTH, tooLongMessage(CHANNEL_GROUP_MAX_LENGTH));
const channelNumber = z.coerce
  .number({ error: 'Ingresá el número del canal.' })
  .int('Ingresá un número entero.')
  .min(1, 'El número tiene que ser 1 o más.')
  .max(CHANNEL_NUMBER_MAX, `El número tiene que ser ${CHANNEL_NUMBER_MAX} o menos.`);
const effectiveOn = z
  .string({ error: 'Ingresá la fecha desde la que rige.' })
  .refine((value) => parseIsoDate(value) !== null, 'Ingresá la fecha desde la que rige.');
const version = z.number({ error: messages.invalidValue }).int().positive();
const entryId = z.number({ error: messages.invalidValue }).int().positive();
/** Sent as true only after staff read the short-notice warning. */
const confirmShortNotice = z.boolean().optional();

export const lineupAddSchema = z.object({
  kind: z.literal('add'),
  name: channelName,
  groupTitle,
  number: channelNumber,
  effectiveOn,
  version,
  confirmShortNotice,
});
export const lineupMoveSchema = z.object({
  kind: z.literal('move'),
  entryId,
  groupTitle,
  number: channelNumber,
  effectiveOn,
  version,
  confirmShortNotice,
});
export const lineupRemoveSchema = z.object({
  kind: z.literal('remove'),
  entryId,
  effectiveOn,
  version,
  confirmShortNotice,
});

export const lineupChangeSchema = z.discriminatedUnion('kind', [
  lineupAddSchema,
  lineupMoveSchema,
  lineupRemoveSchema,
]);
export type LineupChange = z.infer<typeof lineupChangeSchema>;
export type LineupChangeInput = z.input<typeof lineupChangeSchema>;

export const channelParamsSchema = z.object({
  channelId: z.coerce.number({ error: messages.invalidValue }).int().positive(messages.invalidValue),
});

export const channelPatchSchema = z.object({ name: channelName, version });
export type ChannelPatch = z.infer<typeof channelPatchSchema>;

/** The version the uploader read, in the query: the body is the image (multipart field `file`). */
export const imageUploadQuerySchema = z.object({
  version: z.coerce.number({ error: messages.invalidValue }).int().positive(messages.invalidValue),
});
