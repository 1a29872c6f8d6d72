// Site content kept by staff (issue #31 §2): pop-ups get their target pages and a version against parallel
// edits, and the help centre's articles move from the web's static data into the database, stored here with
// the texts the site showed until now (and a new Internet tab), so nothing changes until staff edit them.
import type { Migration } from 'kysely';
import type { DialectName } from '../../database.js';
import type { Faq } from '../data/help-article-seed.js';
import { GENERAL_FAQ } from '../data/help-general-0031.js';
import { INTERNET_FAQ } from '../data/help-internet-0031.js';
import { MULTIPLAY_FAQ } from '../data/help-multiplay-0031.js';
import { TELEVISION_FAQ } from '../data/help-television-0031.js';
import { flag, idColumn, timestamps, type AnyDb } from '../helpers.js';

const SECTIONS: [string, Faq[]][] = [
  ['internet', INTERNET_FAQ],
  ['television', TELEVISION_FAQ],
  ['multiplay', MULTIPLAY_FAQ],
  ['general', GENERAL_FAQ],
];

export function siteContent(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('popups').addColumn('pages', 'text').execute();
      await db.schema
        .alterTable('popups')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      let articles = idColumn(dialect, db.schema.createTable('help_articles'))
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
      articles = flag(flag(articles, 'telephony', 0), 'active', 1);
      await timestamps(dialect, articles).execute();
      await db.schema
        .createIndex('help_articles_section_idx')
        .on('help_articles')
        .columns(['section', 'sort_order'])
        .execute();

      const rows = SECTIONS.flatMap(([section, faqs]) =>
        faqs.map((faq, index) => ({
          section,
          question: faq.question,
          answer: faq.answer.join('\n\n'),
          sort_order: (index + 1) * 10,
          telephony: faq.telephony ? 1 : 0,
        })),
      );
      await db.insertInto('help_articles').values(rows).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('help_articles').execute();
      await db.schema.alterTable('popups').dropColumn('version').execute();
      await db.schema.alterTable('popups').dropColumn('pages').execute();
    },
  };
}
