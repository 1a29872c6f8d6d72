import { isSafeLinkTarget } from '@portal/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { popupHtmlSanitizer, type PopupHtmlSanitizer } from './popup-html-sanitizer.js';

export type NewPopupRow = Insertable<Database['popups']>;

export interface PopupRecord {
  id: number;
  type: number;
  active: boolean;
  dateFrom: string | null;
  dateUntil: string | null;
  message: string;
  image: string | null;
  file: string | null;
  videoId: string | null;
  link: string | null;
  buttonLinkText: string | null;
  buttonLinkColor: string | null;
  buttonFileText: string | null;
  buttonFileColor: string | null;
  /** The public paths that show it; null for a row from before target pages, shown where its `type` says. */
  pages: string[] | null;
}

/** The stored JSON list of target pages; anything unreadable counts as none (the row's `type` decides). */
export function storedPages(value: string | null): string[] | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((page): page is string => typeof page === 'string') : null;
  } catch {
    return null;
  }
}

export class PopupsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sanitizer: PopupHtmlSanitizer = popupHtmlSanitizer,
  ) {}

  /**
   * The one way a pop-up is written (the seed now, the back office later): its HTML is sanitised and an unsafe
   * button link dropped before it is stored (design §7); reads sanitise again (CustomModalsService).
   */
  async insert(row: NewPopupRow): Promise<number> {
    const [message = ''] = await this.sanitizer.sanitizeAll([row.message]);
    const link = row.link && isSafeLinkTarget(row.link) ? row.link : null;
    const { id } = await this.db
      .insertInto('popups')
      .values({ ...row, message, link })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Active pop-ups; the date window is applied by the service, which knows how to read partial dates. */
  async listActive(): Promise<PopupRecord[]> {
    const rows = await this.db
      .selectFrom('popups')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      active: r.active === 1,
      dateFrom: r.datefrom,
      dateUntil: r.dateuntil,
      message: r.message,
      image: r.image,
      file: r.file,
      videoId: r.video_id,
      link: r.link,
      buttonLinkText: r.button_link_text,
      buttonLinkColor: r.button_link_color,
      buttonFileText: r.button_file_text,
      buttonFileColor: r.button_file_color,
      pages: storedPages(r.pages),
    }));
  }
}
