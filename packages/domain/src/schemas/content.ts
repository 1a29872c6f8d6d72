// Content the staff keeps and the site shows (spec §3): custom pop-ups and company config.
import { z } from 'zod';
import { COMPANY_CODES } from '../constants.js';

export const customModalSchema = z.object({
  type: z.number().int().nonnegative(),
  active: z.boolean(),
  /** ISO dates; the pop-up shows only between them. */
  datefrom: z.string(),
  dateuntil: z.string(),
  /** HTML authored by staff: sanitise on save and on render (design §7). */
  message: z.string(),
  images: z.object({ image: z.string() }).nullable(),
  files: z.object({ image: z.string() }).nullable(),
  video_id: z.string().nullable(),
  link: z.string().nullable(),
  button_link_text: z.string().nullable(),
  button_link_color: z.string().nullable(),
  button_file_text: z.string().nullable(),
  button_file_color: z.string().nullable(),
});
export type CustomModal = z.infer<typeof customModalSchema>;

export const configSchema = z.object({
  phone: z.string(),
  address: z.object({ address: z.string(), number: z.string() }),
  social_media: z
    .object({
      facebook: z.string().optional(),
      instagram: z.string().optional(),
      x: z.string().optional(),
      youtube: z.string().optional(),
    })
    .loose(),
  company_code: z.union([z.literal(COMPANY_CODES[0]), z.literal(COMPANY_CODES[1])]),
  /** Modal type -> page path where it shows. */
  im: z.record(z.string(), z.string()),
});
export type Config = z.infer<typeof configSchema>;
