import { describe, expect, it } from 'vitest';
import { buttonColors, contrastRatio, parseHexColor, relativeLuminance } from './contrast';

const ratio = (a: string, b: string) =>
  contrastRatio(
    relativeLuminance(parseHexColor(a) as [number, number, number]),
    relativeLuminance(parseHexColor(b) as [number, number, number]),
  );

describe('button colours', () => {
  it('puts white text on dark colours and dark text on light ones', () => {
    expect(buttonColors('#0b5cad', '#0d4a86').color).toBe('#ffffff');
    expect(buttonColors('#ffd400', '#0d4a86').color).toBe('#000000');
    expect(buttonColors('#fff', '#0d4a86')).toEqual({ background: '#ffffff', color: '#000000' });
  });

  it('always reaches at least 4.5:1 for any colour', () => {
    for (const bg of ['#000000', '#777777', '#ff0000', '#00ff00', '#0000ff', '#808000', '#ff7f50']) {
      const { background, color } = buttonColors(bg, '#0d4a86');
      expect(ratio(background, color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to the brand colour when the colour is missing or not a hex colour', () => {
    expect(buttonColors(null, '#0d4a86').background).toBe('#0d4a86');
    expect(buttonColors('red; background:url(x)', '#0d4a86').background).toBe('#0d4a86');
  });
});
