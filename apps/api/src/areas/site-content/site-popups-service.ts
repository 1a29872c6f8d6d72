// Pop-ups kept by admins (issue #31 §2): the HTML is sanitised before it is stored, with the allow-list the
// browser uses, and an unsafe link refused; each change is audited with before and after in its transaction,
// takes the version read (409 otherwise), and purges the public pop-up list on every instance.
import {
  isSafeLinkTarget,
  popupPageOf,
  type PopupFields,
  type PopupUpdate,
  type StaffPopup,
} from '@portal/domain';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { PUBLIC_CACHE, storedPages, type PopupHtmlSanitizer } from '../content/index.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { auditEntry, type PurgePublicCache } from './site-content-ports.js';
import type { PopupRow, SitePopupsRepository } from './site-popups-repository.js';

const STALE = 'Otra persona cambió este pop-up. Volvé a abrirlo para ver sus cambios.';
const EMPTY_AFTER_SANITISING =
  'Al quitar lo que el sitio no permite (scripts, estilos, marcos) el mensaje quedó vacío. Usá texto, títulos, listas y enlaces.';

export function toStaffPopup(row: PopupRow): StaffPopup {
  const legacyPage = popupPageOf(row.type);
  return {
    id: row.id,
    message: row.message,
    pages: storedPages(row.pages) ?? (legacyPage ? [legacyPage] : []),
    dateFrom: row.datefrom,
    dateUntil: row.dateuntil,
    link: row.link,
    linkText: row.button_link_text,
    linkColor: row.button_link_color,
    active: row.active === 1,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

export class SitePopupsService {
  constructor(
    private readonly popups: SitePopupsRepository,
    private readonly audit: AuditLogRepository,
    private readonly sanitizer: PopupHtmlSanitizer,
    private readonly purge: PurgePublicCache,
  ) {}

  async list(): Promise<StaffPopup[]> {
    return (await this.popups.list()).map(toStaffPopup);
  }

  async create(
    input: PopupFields,
    actor: AuditActor,
    recordAnswer?: RecordAnswer<StaffPopup>,
  ): Promise<StaffPopup> {
    const fields = await this.sanitised(input);
    const created = await this.popups.transaction(async (trx) => {
      const popup = toStaffPopup(await this.popups.insert(fields, trx));
      await this.audit.record({ ...auditEntry(actor, 'popup', 'create', popup.id), after: popup }, trx);
      await recordAnswer?.(trx, popup);
      return popup;
    });
    await this.purge(PUBLIC_CACHE.modals);
    return created;
  }

  async update(id: number, update: PopupUpdate, actor: AuditActor): Promise<StaffPopup> {
    const { version, ...input } = update;
    const fields = await this.sanitised(input);
    const changed = await this.popups.transaction(async (trx) => {
      const before = toStaffPopup(orNotFound(await this.popups.find(id, trx)));
      const row = await this.popups.update(id, version, fields, trx);
      if (!row) throw new AppError('CONFLICT', { message: STALE });
      const after = toStaffPopup(row);
      await this.audit.record({ ...auditEntry(actor, 'popup', 'update', id), before, after }, trx);
      return after;
    });
    await this.purge(PUBLIC_CACHE.modals);
    return changed;
  }

  /** Sanitised before the transaction opens: the sanitiser may start a child process. */
  private async sanitised(input: PopupFields): Promise<PopupFields> {
    const [message = ''] = await this.sanitizer.sanitizeAll([input.message]);
    if (message.replace(/<[^>]*>/g, '').trim() === '') {
      throw new AppError('VALIDATION_ERROR', { fields: { message: EMPTY_AFTER_SANITISING } });
    }
    // The schema already refused an unsafe link; this keeps the rule even for a caller that skipped it.
    return { ...input, message, link: input.link && isSafeLinkTarget(input.link) ? input.link : null };
  }
}
