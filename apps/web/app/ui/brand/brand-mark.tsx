/**
 * The logo mark: the island's mountains under a signal, on the brand's navy. Colours are literal because the
 * same drawing is the favicon and the app icons (public/favicon.svg, scripts/render-app-icons.mjs).
 */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-testid="brand-mark"
    >
      <rect width="32" height="32" rx="7" fill="#0b2a4a" />
      <path d="M3 26 11.5 14l4 5.5L20 12l9 14z" fill="#e6f0fa" />
      <path
        d="M16 8.2a5.6 5.6 0 0 1 8 0M13.2 5.3a9.6 9.6 0 0 1 13.6 0"
        fill="none"
        stroke="#f5b400"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
