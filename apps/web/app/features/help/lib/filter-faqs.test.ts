import { describe, expect, it } from 'vitest';
import { HELP_FIXTURE } from '../test/help-fixtures';
import { faqsFor, filterFaqs } from './filter-faqs';

describe('help search', () => {
  it('keeps every question for an empty query', () => {
    expect(filterFaqs(HELP_FIXTURE.general, '  ')).toHaveLength(HELP_FIXTURE.general.length);
  });

  it('matches words in questions and answers, ignoring case and accents', () => {
    expect(filterFaqs(HELP_FIXTURE.general, 'wifi CLAVE').map((f) => f.id)).toEqual([31]);
    expect(filterFaqs(HELP_FIXTURE.general, 'mudanza').map((f) => f.id)).toContain(32);
    expect(filterFaqs(HELP_FIXTURE.multiplay, 'INSTALACION').map((f) => f.id)).toContain(21);
    expect(filterFaqs(HELP_FIXTURE.television, 'xyzzy')).toEqual([]);
  });

  it('hides telephony questions without telephony', () => {
    expect(faqsFor(HELP_FIXTURE.general, false).some((f) => f.telephony)).toBe(false);
    expect(faqsFor(HELP_FIXTURE.general, true).some((f) => f.telephony)).toBe(true);
  });
});
