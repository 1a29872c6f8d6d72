import type { ReactNode } from 'react';
import { SECTIONS, type SectionId } from '../data/customer-information-texts';
import styles from './customer-information.module.css';

export interface InfoSectionProps {
  id: SectionId;
  children: ReactNode;
  className?: string;
}

/** One linkable section: its id is the table of contents' anchor, its heading names the region. */
export function InfoSection({ id, children, className }: InfoSectionProps) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <h2 id={`${id}-titulo`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
