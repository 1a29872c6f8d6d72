import { describe, expect, it } from 'vitest';
import { GENERAL_FAQ } from '../data/general-faq';
import { MULTIPLAY_FAQ } from '../data/multiplay-faq';
import { TELEVISION_FAQ } from '../data/television-faq';
import { faqsFor, filterFaqs } from './filter-faqs';

describe('help search', () => {
  it('keeps every question for an empty query', () => {
    expect(filterFaqs(GENERAL_FAQ, '  ')).toHaveLength(GENERAL_FAQ.length);
  });

  it('matches words in questions and answers, ignoring case and accents', () => {
    const found = filterFaqs(GENERAL_FAQ, 'wifi CLAVE');
    expect(found.map((f) => f.id)).toEqual(['gen-wifi-clave']);
    expect(filterFaqs(GENERAL_FAQ, 'mudanza').map((f) => f.id)).toContain('gen-mudanza');
    expect(filterFaqs(MULTIPLAY_FAQ, 'INSTALACION').map((f) => f.id)).toContain('mp-instalacion');
    expect(filterFaqs(TELEVISION_FAQ, 'xyzzy')).toEqual([]);
  });

  it('hides telephony questions without telephony', () => {
    expect(faqsFor(GENERAL_FAQ, false).some((f) => f.telephony)).toBe(false);
    expect(faqsFor(GENERAL_FAQ, true).some((f) => f.telephony)).toBe(true);
  });

  it('has at least six questions per section', () => {
    for (const faqs of [TELEVISION_FAQ, MULTIPLAY_FAQ, faqsFor(GENERAL_FAQ, false)]) {
      expect(faqs.length).toBeGreaterThanOrEqual(6);
    }
  });
});
