// Help centre articles as staff keep them (issue #31 §2): a question, its answer in paragraphs (a blank line
// between them), the tab it belongs to, its place in the tab, and a version against parallel edits.
import { z } from 'zod';
import { messages, tooLongMessage } from '../../messages.js';
import { HELP_ARTICLE_SECTIONS } from '../content/help-articles.js';

export const HELP_QUESTION_MAX_LENGTH = 200;
export const HELP_ANSWER_MAX_LENGTH = 4000;

const articleFields = {
  section: z.enum(HELP_ARTICLE_SECTIONS, { error: 'Elegí la sección.' }),
  question: z
    .string({ error: 'Escribí la pregunta.' })
    .trim()
    .min(1, 'Escribí la pregunta.')
    .max(HELP_QUESTION_MAX_LENGTH, tooLongMessage(HELP_QUESTION_MAX_LENGTH)),
  answer: z
    .string({ error: 'Escribí la respuesta.' })
    .trim()
    .min(1, 'Escribí la respuesta.')
    .max(HELP_ANSWER_MAX_LENGTH, tooLongMessage(HELP_ANSWER_MAX_LENGTH))
    .describe('Texto plano; una línea en blanco separa los párrafos'),
  sortOrder: z.coerce
    .number({ error: 'Escribí un número de orden.' })
    .int('Escribí un número entero.')
    .min(0, 'El orden no puede ser negativo.')
    .max(999, 'El orden va de 0 a 999.'),
  telephony: z.boolean({ error: messages.invalidValue }).default(false),
  active: z.boolean({ error: messages.invalidValue }).default(true),
};

export const helpArticleInputSchema = z.object(articleFields);
export type HelpArticleInput = z.input<typeof helpArticleInputSchema>;
export type HelpArticleFields = z.output<typeof helpArticleInputSchema>;

export const helpArticleUpdateSchema = z.object({
  ...articleFields,
  version: z.number({ error: messages.invalidValue }).int().positive(),
});
export type HelpArticleUpdate = z.infer<typeof helpArticleUpdateSchema>;

export const staffHelpArticleSchema = z.object({
  id: z.number().int().positive(),
  section: z.enum(HELP_ARTICLE_SECTIONS),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
  telephony: z.boolean(),
  active: z.boolean(),
  version: z.number().int().positive(),
  updatedAt: z.string(),
});
export type StaffHelpArticle = z.infer<typeof staffHelpArticleSchema>;

export const staffHelpArticleListSchema = z.object({ items: z.array(staffHelpArticleSchema) });

export const helpArticleParamsSchema = z.object({
  articleId: z.coerce.number({ error: messages.invalidValue }).int().positive(),
});

/** Paragraphs as the public page shows them: split at blank lines, trimmed, none empty. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .filter(Boolean);
}
