import type { ReactNode } from 'react';

/** A link to another site: new tab, no referrer, and says so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (sitio externo, se abre en una pestaña nueva)</span>
    </a>
  );
}
