import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

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
}

export class PopupsRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
    }));
  }
}
