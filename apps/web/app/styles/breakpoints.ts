/** The breakpoints of tokens.css in rem, for code that measures the viewport (media queries repeat them). */
export const BREAKPOINTS = { xs: 30, sm: 40, md: 48, lg: 62, xl: 90 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** A min-width media query string for matchMedia, e.g. minWidth('md') -> '(min-width: 48rem)'. */
export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}rem)`;
}
