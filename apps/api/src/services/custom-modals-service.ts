// Pop-ups that are active and inside their date window right now; for the company without telephony, none that
// belongs to or points at a telephony page.
import { isTelephonyPath } from '@portal/domain';
import { isWithinWindow, normaliseWindowEdge } from '../lib/date-window.js';
import type { PopupsRepository } from '../repositories/popups-repository.js';
import type { CustomModalDto } from '../schemas/custom-modals.js';
import type { CompanyConfigService } from './company-config-service.js';

export class CustomModalsService {
  constructor(
    private readonly repository: PopupsRepository,
    private readonly companyConfig: Pick<CompanyConfigService, 'hasTelephony' | 'getConfig'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async listCurrent(): Promise<CustomModalDto[]> {
    const now = this.clock();
    const popups = await this.repository.listActive();
    const offered = await this.offeredFilter();
    return popups
      .filter((p) => isWithinWindow(p.dateFrom, p.dateUntil, now) && offered(p))
      .map((p) => ({
        id: p.id,
        type: p.type,
        active: p.active,
        datefrom: normaliseWindowEdge(p.dateFrom, 'start'),
        dateuntil: normaliseWindowEdge(p.dateUntil, 'end'),
        message: p.message,
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
