// Pop-ups that are active and inside their date window right now; for the company without telephony, none that
// belongs to or points at a telephony page.
import { isSafeLinkTarget, isTelephonyPath, POPUP_PAGES, type CustomModal } from '@portal/domain';
import { isWithinWindow, normaliseWindowEdge } from '../../lib/date-window.js';
import { popupHtmlSanitizer, type PopupHtmlSanitizer } from './popup-html-sanitizer.js';
import type { PopupRecord, PopupsRepository } from './popups-repository.js';
import type { CompanyConfigService } from './company-config-service.js';

/**
 * One entry per target page, each with that page's type: the wire shape keeps one type per entry (spec §2),
 * and the same id on every page, so a visitor who closed it does not see it again on the next page.
 */
function perPage(popup: PopupRecord): PopupRecord[] {
  if (popup.pages === null) return [popup];
  return POPUP_PAGES.filter((page) => popup.pages?.includes(page.path)).map((page) => ({
    ...popup,
    type: page.type,
  }));
}

export class CustomModalsService {
  constructor(
    private readonly repository: PopupsRepository,
    private readonly companyConfig: Pick<CompanyConfigService, 'hasTelephony' | 'getConfig'>,
    private readonly clock: () => Date = () => new Date(),
    private readonly sanitizer: PopupHtmlSanitizer = popupHtmlSanitizer,
  ) {}

  /**
   * Called when the cached list is rebuilt, never per request: the HTML is sanitised again (a row may have been
   * written around the repository) and an unsafe button link dropped, with the allow-list the browser uses.
   */
  async listCurrent(): Promise<CustomModal[]> {
    const now = this.clock();
    const offered = await this.offeredFilter();
    const popups = (await this.repository.listActive())
      .filter((p) => isWithinWindow(p.dateFrom, p.dateUntil, now))
      .flatMap(perPage)
      .filter(offered);
    const messages = await this.sanitizer.sanitizeAll(popups.map((p) => p.message));
    return popups
      .map((p) => ({ ...p, link: p.link && isSafeLinkTarget(p.link) ? p.link : null }))
      .map((p, index) => ({
        id: p.id,
        type: p.type,
        active: p.active,
        datefrom: normaliseWindowEdge(p.dateFrom, 'start'),
        dateuntil: normaliseWindowEdge(p.dateUntil, 'end'),
        message: messages[index] ?? '',
        images: p.image ? { image: p.image } : null,
        files: p.file ? { image: p.file } : null,
        video_id: p.videoId,
        link: p.link,
        button_link_text: p.buttonLinkText,
        button_link_color: p.buttonLinkColor,
        button_file_text: p.buttonFileText,
        button_file_color: p.buttonFileColor,
      }));
  }

  /**
   * Without telephony, a pop-up shows only on a page of that company's page map (which has no telephony
   * pages) and never links to a telephony page, which would only redirect home.
   */
  private async offeredFilter(): Promise<(popup: { type: number; link: string | null }) => boolean> {
    if (this.companyConfig.hasTelephony) return () => true;
    const { im } = await this.companyConfig.getConfig();
    return (popup) => String(popup.type) in im && !(popup.link && isTelephonyPath(popup.link));
  }
}
