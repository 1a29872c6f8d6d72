// Pop-ups that are active and inside their date window right now.
import { isWithinWindow, normaliseWindowEdge } from '../lib/date-window.js';
import type { PopupsRepository } from '../repositories/popups-repository.js';
import type { CustomModalDto } from '../schemas/custom-modals.js';

export class CustomModalsService {
  constructor(
    private readonly repository: PopupsRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async listCurrent(): Promise<CustomModalDto[]> {
    const now = this.clock();
    const popups = await this.repository.listActive();
    return popups
      .filter((p) => isWithinWindow(p.dateFrom, p.dateUntil, now))
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
}
