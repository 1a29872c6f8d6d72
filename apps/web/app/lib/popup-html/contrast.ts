// Pure black: with white it guarantees at least 4.58:1 on any background (mid greys included).
const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';

/** '#abc' or '#aabbcc' to [r, g, b]; anything else (names, rgb(), garbage) is null. */
export function parseHexColor(value: string | null | undefined): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

export interface ButtonColors {
  background: string;
  color: string;
}

/**
 * Staff pick the button colour; the text colour is ours: white or near-black, whichever contrasts more,
 * so any colour stays readable. An unreadable or missing colour falls back to the brand button.
 */
export function buttonColors(background: string | null | undefined, fallback: string): ButtonColors {
  const rgb = parseHexColor(background) ?? parseHexColor(fallback);
  if (!rgb) return { background: fallback, color: LIGHT_TEXT };
  const bg = relativeLuminance(rgb);
  const darkLum = relativeLuminance(parseHexColor(DARK_TEXT) as [number, number, number]);
  const color = contrastRatio(bg, 1) >= contrastRatio(bg, darkLum) ? LIGHT_TEXT : DARK_TEXT;
  const hex = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return { background: hex, color };
}
