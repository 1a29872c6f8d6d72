import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  /** The id the section's aria-labelledby points to. */
  id?: string;
  title: ReactNode;
  /** A sentence under the title that says what the section is for. */
  intro?: ReactNode;
  level?: 2 | 3;
}

/** The title of a section inside a page or card, with its one-line introduction. */
export function SectionHeading({ id, title, intro, level = 2 }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading id={id} className={styles.heading}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </>
  );
}
