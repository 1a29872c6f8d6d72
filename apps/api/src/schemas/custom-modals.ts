import { z } from 'zod';

export const customModalSchema = z.object({
  id: z.number().int(),
  type: z.number().int().describe('Tipo de pop-up; config.im indica en qué página se muestra'),
  active: z.boolean(),
  datefrom: z.string().nullable().describe('Inicio de vigencia (ISO 8601, UTC) o null'),
  dateuntil: z.string().nullable().describe('Fin de vigencia (ISO 8601, UTC) o null'),
  message: z.string().describe('HTML; el cliente lo sanitiza antes de mostrarlo'),
  images: z.string().nullable(),
  files: z.string().nullable(),
  video_id: z.string().nullable(),
  link: z.string().nullable(),
  button_link_text: z.string().nullable(),
  button_link_color: z.string().nullable(),
  button_file_text: z.string().nullable(),
  button_file_color: z.string().nullable(),
});

export const customModalsSchema = z.array(customModalSchema).describe('Pop-ups vigentes');

export type CustomModalDto = z.infer<typeof customModalSchema>;
