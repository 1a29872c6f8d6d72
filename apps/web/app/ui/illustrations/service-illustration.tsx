import type { ReactNode } from 'react';
import styles from './service-illustration.module.css';

export type IllustratedService = 'internet' | 'tv' | 'clicktv' | 'telefonia';

// Palette of tokens.css, literal because SVG presentation attributes take no custom properties.
const NAVY = '#0b2a4a';
const BLUE = '#1160a8';
const SKY = '#e6f0fa';
const YELLOW = '#f5b400';
const ORANGE = '#c2410c';

/** Mountains and a sea line of Tierra del Fuego: the backdrop every illustration shares. */
function Landscape() {
  return (
    <>
      <rect x="8" y="12" width="304" height="176" rx="24" fill={SKY} />
      <path d="M8 150 70 84l34 36 46-56 58 70 30-30 64 46v14H8z" fill="#c9ddf2" />
      <path d="M70 84 82 97l-9-3-10 8zM150 64l16 20-13-5-12 9z" fill="#fff" />
      <path
        d="M8 164c40-8 80 8 120 0s80-8 120 0 48 4 64 0v8a16 16 0 0 1-16 16H32a24 24 0 0 1-24-24z"
        fill={BLUE}
        opacity=".25"
      />
    </>
  );
}

const SCENES: Record<IllustratedService, ReactNode> = {
  internet: (
    <>
      <rect x="112" y="112" width="104" height="36" rx="8" fill={NAVY} />
      <path d="M136 112V84M192 112V84" stroke={NAVY} strokeWidth="6" strokeLinecap="round" />
      <circle cx="132" cy="130" r="4" fill={YELLOW} />
      <circle cx="148" cy="130" r="4" fill="#5fd38d" />
      <path
        d="M140 60a34 34 0 0 1 48 0M124 44a56 56 0 0 1 80 0M156 76a12 12 0 0 1 16 0"
        fill="none"
        stroke={YELLOW}
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path
        d="M216 136c24 0 30 20 60 20"
        fill="none"
        stroke={ORANGE}
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 8"
      />
    </>
  ),
  tv: (
    <>
      <rect x="88" y="44" width="144" height="96" rx="10" fill={NAVY} />
      <rect x="98" y="54" width="124" height="76" rx="4" fill={BLUE} />
      <path d="M150 72v40l32-20z" fill={YELLOW} />
      <path
        d="M140 140l-12 20M180 140l12 20M118 162h84"
        stroke={NAVY}
        strokeWidth="6"
        strokeLinecap="round"
      />
    </>
  ),
  clicktv: (
    <>
      <rect x="72" y="48" width="132" height="88" rx="10" fill={NAVY} />
      <rect x="81" y="57" width="114" height="70" rx="4" fill={BLUE} />
      <path d="M128 74v36l30-18z" fill={YELLOW} />
      <rect x="196" y="84" width="48" height="84" rx="9" fill={NAVY} />
      <rect x="202" y="94" width="36" height="60" rx="3" fill={SKY} />
      <path d="M214 114v20l16-10z" fill={ORANGE} />
      <path d="M112 136v16h52" stroke={NAVY} strokeWidth="6" strokeLinecap="round" fill="none" />
    </>
  ),
  telefonia: (
    <>
      <path
        d="M118 62c-8 8-8 22 6 44s36 40 56 44c12 3 20-2 26-10l-20-20-14 8c-10-4-24-18-28-28l8-14-20-20z"
        fill={NAVY}
      />
      <path
        d="M176 58a28 28 0 0 1 28 28M176 38a48 48 0 0 1 48 48"
        fill="none"
        stroke={YELLOW}
        strokeWidth="7"
        strokeLinecap="round"
      />
      <circle cx="236" cy="146" r="14" fill={ORANGE} />
      <path d="M230 146h12M236 140v12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
};

/**
 * A light hero drawing for a service page: decorative (hidden from assistive technology), with a fixed
 * width and height so it never shifts the layout, and plain inline SVG (no request, not an LCP image).
 */
export function ServiceIllustration({
  service,
  className,
}: {
  service: IllustratedService;
  className?: string;
}) {
  return (
    <svg
      className={[styles.illustration, className].filter(Boolean).join(' ')}
      width="320"
      height="200"
      viewBox="0 0 320 200"
      aria-hidden="true"
      focusable="false"
      data-testid={`illustration-${service}`}
    >
      <Landscape />
      {SCENES[service]}
    </svg>
  );
}
