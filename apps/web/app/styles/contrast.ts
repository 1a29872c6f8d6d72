// WCAG 2.2 contrast over the tokens of tokens.css: used by its test and shown on the /dev/ui page.

export interface ContrastPair {
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for large text and UI borders. */
  minimum: number;
}

/** Every custom property of the :root block, var() references resolved. */
export function parseTokens(css: string): Map<string, string> {
  const raw = new Map<string, string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    raw.set(match[1]!, match[2]!.trim());
  }
  const resolve = (value: string, seen: Set<string>): string =>
    value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
      const target = raw.get(name);
      if (target === undefined || seen.has(name)) throw new Error(`Unresolvable token ${name}`);
      return resolve(target, new Set([...seen, name]));
    });
  return new Map([...raw].map(([name, value]) => [name, resolve(value, new Set([name]))]));
}

/** The pairs tokens.css declares with '@pair --fg on --bg ratio', plus every -fg/-bg and -border tone. */
export function contrastPairs(css: string, tokens: Map<string, string>): ContrastPair[] {
  const pairs: ContrastPair[] = [...css.matchAll(/@pair\s+(--[\w-]+)\s+on\s+(--[\w-]+)\s+([\d.]+)/g)].map(
    (match) => ({ foreground: match[1]!, background: match[2]!, minimum: Number(match[3]) }),
  );
  for (const name of tokens.keys()) {
    const tone = /^(--color-[\w-]+)-fg$/.exec(name);
    if (tone) pairs.push({ foreground: name, background: `${tone[1]}-bg`, minimum: 4.5 });
    if (/^--color-[\w-]+-border$/.test(name) && name !== '--color-border') {
      pairs.push({ foreground: name, background: '--color-surface', minimum: 3 });
    }
  }
  return pairs;
}

/** sRGB channels 0-255 of a #rgb or #rrggbb colour. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
