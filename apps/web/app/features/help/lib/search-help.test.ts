import { describe, expect, it } from 'vitest';
import { HELP_FIXTURE as HELP_FAQS } from '../test/help-fixtures';
import { helpSections, searchHelp } from './search-help';

describe('help search across sections', () => {
  it("finds the general answer for 'factura' from the television tab, open section first", () => {
    const groups = searchHelp(HELP_FAQS, 'television', 'factura', true);
    const general = groups.find((g) => g.section === 'general');
    expect(general?.faqs.map((f) => f.id)).toContain(30);
    expect(groups.map((g) => g.section)).toEqual(
      ['internet', 'television', 'multiplay', 'general'].filter((s) => groups.some((g) => g.section === s)),
    );
    expect(groups.every((g) => g.faqs.length > 0)).toBe(true);
  });

  it('puts the open section first and leaves out Multiplay without telephony', () => {
    const groups = searchHelp(HELP_FAQS, 'general', 'factura', true);
    expect(groups[0]?.section).toBe('general');
    expect(groups.map((g) => g.section)).toContain('multiplay');
    expect(searchHelp(HELP_FAQS, 'general', 'factura', false).map((g) => g.section)).not.toContain(
      'multiplay',
    );
    expect(helpSections(false)).toEqual(['internet', 'television', 'general']);
  });

  it('finds nothing for words no answer has', () => {
    expect(searchHelp(HELP_FAQS, 'television', 'xyzzy', true)).toEqual([]);
  });
});
