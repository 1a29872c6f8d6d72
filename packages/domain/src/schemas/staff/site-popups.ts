// Pop-ups staff keep (issue #31 §2): the HTML (sanitised on save with the allow-list the browser uses), the
// pages that show it, a date window that ends after it starts, and an optional button link.
import { z } from 'zod';
import { messages, tooLongMessage } from '../../messages.js';
import { isSafeLinkTarget } from '../../rules/content/popup-html.js';
import { POPUP_PAGE_PATHS } from '../../rules/content/popup-pages.js';

export const POPUP_MESSAGE_MAX_LENGTH = 5000;
export const POPUP_BUTTON_TEXT_MAX_LENGTH = 40;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const day = (message: string) =>
  z
    .string({ error: message })
    .regex(ISO_DATE, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message)
    .describe('Día AAAA-MM-DD, en horario de Ushuaia');

const optionalText = (max: number) =>
  z
    .string({ error: messages.invalidValue })
    .trim()
    .max(max, tooLongMessage(max))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

const popupFields = z.object({
  message: z
    .string({ error: 'Escribí el mensaje del pop-up.' })
    .trim()
    .min(1, 'Escribí el mensaje del pop-up.')
    .max(POPUP_MESSAGE_MAX_LENGTH, tooLongMessage(POPUP_MESSAGE_MAX_LENGTH)),
  pages: z
    .array(z.enum(POPUP_PAGE_PATHS, { error: 'Elegí páginas de la lista.' }), {
      error: 'Elegí al menos una página.',
    })
    .min(1, 'Elegí al menos una página.'),
  dateFrom: day('Elegí el día en que empieza.'),
  dateUntil: day('Elegí el día en que termina.'),
  link: optionalText(300).refine(
    (value) => value === null || isSafeLinkTarget(value),
    'El enlace tiene que ser una página del sitio (/internet) o una dirección https://.',
  ),
  linkText: optionalText(POPUP_BUTTON_TEXT_MAX_LENGTH),
  linkColor: z
    .string({ error: messages.invalidValue })
    .regex(HEX_COLOR, 'Elegí un color como #0b5cad.')
    .nullable()
    .default(null),
  active: z.boolean({ error: messages.invalidValue }).default(true),
});

type PopupFieldsOutput = z.output<typeof popupFields>;

/** Rules across fields: the window ends after it starts, and a button has both its text and its target. */
function checkPopup(input: PopupFieldsOutput, ctx: z.RefinementCtx): void {
  if (input.dateUntil < input.dateFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['dateUntil'],
      message: 'El último día tiene que ser el mismo o posterior al primero.',
    });
  }
  if (input.link !== null && input.linkText === null) {
    ctx.addIssue({ code: 'custom', path: ['linkText'], message: 'Escribí el texto del botón del enlace.' });
  }
  if (input.link === null && input.linkText !== null) {
    ctx.addIssue({ code: 'custom', path: ['link'], message: 'Escribí a dónde lleva el botón.' });
  }
}

export const popupInputSchema = popupFields.superRefine(checkPopup);
export type PopupInput = z.input<typeof popupInputSchema>;
export type PopupFields = z.output<typeof popupInputSchema>;

/** An edit carries the version read (409 when another admin saved first). */
export const popupUpdateSchema = popupFields
  .extend({ version: z.number({ error: messages.invalidValue }).int().positive() })
  .superRefine(checkPopup);
export type PopupUpdate = z.infer<typeof popupUpdateSchema>;
export type PopupUpdateInput = z.input<typeof popupUpdateSchema>;

export const staffPopupSchema = z.object({
  id: z.number().int().positive(),
  message: z.string().describe('HTML ya sanitizado con la lista permitida del sitio'),
  pages: z.array(z.string()).describe('Rutas públicas donde se muestra'),
  dateFrom: z.string().nullable(),
  dateUntil: z.string().nullable(),
  link: z.string().nullable(),
  linkText: z.string().nullable(),
  linkColor: z.string().nullable(),
  active: z.boolean(),
  version: z.number().int().positive(),
  updatedAt: z.string(),
});
export type StaffPopup = z.infer<typeof staffPopupSchema>;

export const staffPopupListSchema = z.object({ items: z.array(staffPopupSchema) });

export const popupParamsSchema = z.object({
  popupId: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});
