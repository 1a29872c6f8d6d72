/** The colour tones of tokens.css (--color-<tone>-fg/-bg/-border), each pair contrast-checked. */
export type Tone = 'info' | 'success' | 'warning' | 'danger' | 'neutral' | 'promo';
