import type { PopupInput, StaffPopup } from '@portal/domain';
import { todayInUshuaia } from './dates';

const BRAND_BUTTON = '#0b5cad';

/** A stored pop-up as the form edits it (a stored instant keeps its day). */
export function popupInputOf(popup: StaffPopup | null): PopupInput {
  if (!popup) {
    const today = todayInUshuaia();
    return {
      message: '',
      pages: ['/'],
      dateFrom: today,
      dateUntil: today,
      link: '',
      linkText: '',
      linkColor: BRAND_BUTTON,
      active: true,
    };
  }
  return {
    message: popup.message,
    pages: popup.pages as PopupInput['pages'],
    dateFrom: popup.dateFrom?.slice(0, 10) ?? '',
    dateUntil: popup.dateUntil?.slice(0, 10) ?? '',
    link: popup.link ?? '',
    linkText: popup.linkText ?? '',
    linkColor: popup.linkColor ?? BRAND_BUTTON,
    active: popup.active,
  };
}
