import { useId, type ReactNode } from 'react';
import styles from './page-section.module.css';

export type PageSectionBackground = 'plain' | 'alt' | 'brand';

export interface PageSectionProps {
  title: ReactNode;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** 'alt' and 'brand' paint the background across the whole screen width, the content stays in the column. */
  background?: PageSectionBackground;
  /** h2 by default; h1 for a page's first section. */
  headingLevel?: 1 | 2 | 3;
  /** Shown beside the title on wide screens (a button, a link). */
  actions?: ReactNode;
  /** Hides the title visually, keeping it as the section's accessible name. */
  hideTitle?: boolean;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A titled region of a page: the title names the section for assistive technology. */
export function PageSection({
  title,
  intro,
  background = 'plain',
  headingLevel = 2,
  actions,
  hideTitle = false,
  className,
  children,
  'data-testid': testId,
}: PageSectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={titleId}
      className={[styles.section, styles[background], className].filter(Boolean).join(' ')}
      data-background={background}
      data-testid={testId}
    >
      <div className={styles.head}>
        <Heading id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </Heading>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
