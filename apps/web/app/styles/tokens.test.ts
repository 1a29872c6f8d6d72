import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints';
import { contrastPairs, contrastRatio, hexToRgb, parseTokens } from './contrast';

// Read from disk: vitest hands CSS imports (?raw included) to its CSS pipeline, which empties them.
const css = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
const tokens = parseTokens(css);
const pairs = contrastPairs(css, tokens);

describe('contrast helpers', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(hexToRgb('#0b2a4a')).toEqual([11, 42, 74]);
  });

  it('finds the pairs, tones included, and refuses a lowered one', () => {
    const lowered = css.replace('--color-success-fg: #14532d;', '--color-success-fg: #7fbf9a;');
    const loweredTokens = parseTokens(lowered);
    const failing = contrastPairs(lowered, loweredTokens).filter(
      (pair) =>
        contrastRatio(loweredTokens.get(pair.foreground)!, loweredTokens.get(pair.background)!) <
        pair.minimum,
    );
    expect(failing.map((pair) => pair.foreground)).toEqual(['--color-success-fg']);
  });
});

describe('tokens.css', () => {
  it('declares text pairs and every tone', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    for (const tone of ['info', 'success', 'warning', 'danger', 'neutral', 'promo']) {
      expect(pairs).toContainEqual({
        foreground: `--color-${tone}-fg`,
        background: `--color-${tone}-bg`,
        minimum: 4.5,
      });
    }
  });

  it.each(pairs.map((pair) => [pair.foreground, pair.background, pair.minimum] as const))(
    '%s on %s reaches %s:1 (WCAG AA)',
    (foreground, background, minimum) => {
      const fg = tokens.get(foreground);
      const bg = tokens.get(background);
      expect(fg, foreground).toBeDefined();
      expect(bg, background).toBeDefined();
      expect(contrastRatio(fg!, bg!)).toBeGreaterThanOrEqual(minimum);
    },
  );

  it('keeps the breakpoint tokens and breakpoints.ts in step', () => {
    for (const [name, rem] of Object.entries(BREAKPOINTS)) {
      expect(tokens.get(`--breakpoint-${name}`)).toBe(`${rem}rem`);
    }
  });
});
