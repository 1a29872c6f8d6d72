import { HELP_SECTIONS, type Faq, type HelpFaqs, type HelpSection } from '../data/faq-types';
import { faqsFor, filterFaqs } from './filter-faqs';

export interface HelpResultGroup {
  section: HelpSection;
  faqs: Faq[];
}

/** The sections a company shows: Multiplay bundles telephony, so company 20 has no such tab. */
export function helpSections(telephony: boolean): HelpSection[] {
  return (Object.keys(HELP_SECTIONS) as HelpSection[]).filter((s) => telephony || s !== 'multiplay');
}

/**
 * A search looks in every section, not only the open tab (the header's Ayuda opens Televisión, where a search
 * for 'factura' must still find the general answer): the matches grouped by section, the open one first, and
 * sections without a match left out.
 */
export function searchHelp(
  faqs: HelpFaqs,
  open: HelpSection,
  query: string,
  telephony: boolean,
): HelpResultGroup[] {
  const sections = helpSections(telephony);
  const ordered = [open, ...sections.filter((s) => s !== open)].filter((s) => sections.includes(s));
  return ordered
    .map((section) => ({ section, faqs: filterFaqs(faqsFor(faqs[section], telephony), query) }))
    .filter((group) => group.faqs.length > 0);
}
