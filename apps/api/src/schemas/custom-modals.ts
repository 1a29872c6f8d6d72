import { z } from 'zod';

export const customModalSchema = z.object({
  id: z.number().int(),
  type: z.number().int().describe('Tipo de pop-up; config.im indica en qué página se muestra'),
  active: z.boolean(),
  datefrom: z.string().describe('Inicio de vigencia (ISO 8601, UTC); vacío si no tiene'),
  dateuntil: z.string().describe('Fin de vigencia (ISO 8601, UTC); vacío si no tiene'),
  message: z.string().describe('HTML; el cliente lo sanitiza antes de mostrarlo'),
  images: z.object({ image: z.string() }).nullable().describe('Imagen del pop-up'),
  files: z.object({ image: z.string() }).nullable().describe('Archivo descargable del pop-up'),
  video_id: z.string().nullable(),
  link: z.string().nullable(),
  button_link_text: z.string().nullable(),
  button_link_color: z.string().nullable(),
  button_file_text: z.string().nullable(),
  button_file_color: z.string().nullable(),
});

export const customModalsSchema = z.array(customModalSchema).describe('Pop-ups vigentes');

export type CustomModalDto = z.infer<typeof customModalSchema>;
