// The help centre's active articles for the public page (issue #31 §2), by tab and place; for the company
// without telephony, neither the Multiplay tab nor an article about telephony.
import {
  answerParagraphs,
  HELP_ARTICLE_SECTIONS,
  hasTelephony,
  type CompanyCode,
  type HelpArticleSection,
  type PublicHelpArticle,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

const isSection = (value: string): value is HelpArticleSection =>
  (HELP_ARTICLE_SECTIONS as readonly string[]).includes(value);

export class HelpArticlesReader {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly companyCode: CompanyCode,
  ) {}

  async listPublished(): Promise<PublicHelpArticle[]> {
    const telephony = hasTelephony(this.companyCode);
    let query = this.db.selectFrom('help_articles').selectAll().where('active', '=', 1);
    if (!telephony) query = query.where('telephony', '=', 0).where('section', '!=', 'multiplay');
    const rows = await query.orderBy('sort_order').orderBy('id').execute();
    const articles: PublicHelpArticle[] = [];
    for (const row of rows) {
      if (!isSection(row.section)) continue;
      articles.push({
        id: row.id,
        section: row.section,
        question: row.question,
        answer: answerParagraphs(row.answer),
        telephony: row.telephony === 1,
      });
    }
    // Tabs in their order, each in its staff-given order.
    return HELP_ARTICLE_SECTIONS.flatMap((section) => articles.filter((a) => a.section === section));
  }
}
