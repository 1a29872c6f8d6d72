// Help centre articles (issue #31 §2), kept by staff in the database and served to the public help page.
import { z } from 'zod';

/** The tabs of the help centre, in the order they show: internet is the main product. */
export const HELP_ARTICLE_SECTIONS = ['internet', 'television', 'multiplay', 'general'] as const;
export type HelpArticleSection = (typeof HELP_ARTICLE_SECTIONS)[number];

export const HELP_ARTICLE_SECTION_LABELS: Record<HelpArticleSection, string> = {
  internet: 'Internet',
  television: 'Televisión',
  multiplay: 'Multiplay',
  general: 'General',
};

export const publicHelpArticleSchema = z.object({
  id: z.number().int().positive(),
  section: z.enum(HELP_ARTICLE_SECTIONS),
  question: z.string(),
  answer: z.array(z.string()).describe('Párrafos de texto plano'),
  telephony: z.boolean().describe('Habla de telefonía: la empresa 20 no lo muestra'),
});
export type PublicHelpArticle = z.infer<typeof publicHelpArticleSchema>;

export const publicHelpArticlesSchema = z
  .object({ items: z.array(publicHelpArticleSchema) })
  .describe('Artículos activos del centro de ayuda, por sección y orden');
