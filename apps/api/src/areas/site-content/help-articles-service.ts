// Help centre articles kept by admins (issue #31 §2): each change audited with before and after in its
// transaction, guarded by the version read (409 otherwise), and the public help page's cache purged.
import {
  HELP_ARTICLE_SECTIONS,
  type HelpArticleFields,
  type HelpArticleSection,
  type HelpArticleUpdate,
  type StaffHelpArticle,
} from '@portal/domain';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { PUBLIC_CACHE } from '../content/index.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import type { HelpArticleRow, HelpArticlesRepository } from './help-articles-repository.js';
import { auditEntry, type PurgePublicCache } from './site-content-ports.js';

const STALE = 'Otra persona cambió este artículo. Volvé a abrirlo para ver sus cambios.';

// A row written around the API with an unknown section lands in General rather than breaking the list.
const sectionOf = (value: string): HelpArticleSection =>
  (HELP_ARTICLE_SECTIONS as readonly string[]).includes(value) ? (value as HelpArticleSection) : 'general';

export function toStaffHelpArticle(row: HelpArticleRow): StaffHelpArticle {
  return {
    id: row.id,
    section: sectionOf(row.section),
    question: row.question,
    answer: row.answer,
    sortOrder: row.sort_order,
    telephony: row.telephony === 1,
    active: row.active === 1,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

export class HelpArticlesService {
  constructor(
    private readonly articles: HelpArticlesRepository,
    private readonly audit: AuditLogRepository,
    private readonly purge: PurgePublicCache,
  ) {}

  async list(): Promise<StaffHelpArticle[]> {
    const rows = (await this.articles.list()).map(toStaffHelpArticle);
    // Tabs in the order the public page shows them.
    return HELP_ARTICLE_SECTIONS.flatMap((section) => rows.filter((a) => a.section === section));
  }

  async create(
    fields: HelpArticleFields,
    actor: AuditActor,
    recordAnswer?: RecordAnswer<StaffHelpArticle>,
  ): Promise<StaffHelpArticle> {
    const created = await this.articles.transaction(async (trx) => {
      const article = toStaffHelpArticle(await this.articles.insert(fields, trx));
      const entry = auditEntry(actor, 'help_article', 'create', article.id);
      await this.audit.record({ ...entry, after: article }, trx);
      await recordAnswer?.(trx, article);
      return article;
    });
    await this.purge(PUBLIC_CACHE.help);
    return created;
  }

  async update(id: number, update: HelpArticleUpdate, actor: AuditActor): Promise<StaffHelpArticle> {
    const { version, ...fields } = update;
    const changed = await this.articles.transaction(async (trx) => {
      const before = toStaffHelpArticle(orNotFound(await this.articles.find(id, trx)));
      const row = await this.articles.update(id, version, fields, trx);
      if (!row) throw new AppError('CONFLICT', { message: STALE });
      const after = toStaffHelpArticle(row);
      await this.audit.record({ ...auditEntry(actor, 'help_article', 'update', id), before, after }, trx);
      return after;
    });
    await this.purge(PUBLIC_CACHE.help);
    return changed;
  }
}
