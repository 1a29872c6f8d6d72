import { BrandMark } from './brand-mark';
import styles from './brand-logo.module.css';

export interface BrandLogoProps {
  /** The brand name from config (COMPANY_NAME): text, never drawn into the SVG. */
  name: string;
  tagline?: string;
  /** Light text, for the navy header. */
  inverse?: boolean;
  markSize?: number;
  /** Drops the tagline on the narrowest phones (the site header). */
  compact?: boolean;
}

/** Logo mark and wordmark; the visible name is the accessible name, so a link around it reads well. */
export function BrandLogo({ name, tagline, inverse = false, markSize, compact = false }: BrandLogoProps) {
  return (
    <span
      className={[styles.logo, inverse ? styles.inverse : '', compact ? styles.compact : '']
        .filter(Boolean)
        .join(' ')}
      data-testid="brand-logo"
    >
      <BrandMark size={markSize} />
      <span className={styles.wordmark}>
        <span className={styles.name}>{name}</span>
        {tagline ? <span className={styles.tagline}>{tagline}</span> : null}
      </span>
    </span>
  );
}
