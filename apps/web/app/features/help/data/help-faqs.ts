import type { Faq, HelpSection } from './faq-types';
import { GENERAL_FAQ } from './general-faq';
import { MULTIPLAY_FAQ } from './multiplay-faq';
import { TELEVISION_FAQ } from './television-faq';

/** The questions of every help section, in the order the tabs show them. */
export const HELP_FAQS: Record<HelpSection, readonly Faq[]> = {
  television: TELEVISION_FAQ,
  multiplay: MULTIPLAY_FAQ,
  general: GENERAL_FAQ,
};
