import { useId, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The one open section (null: all closed); the owner keeps it so it can come back to it. */
  openId: string | null;
  onToggle: (id: string | null) => void;
  /** Heading level of the section titles inside the page or dialog they sit in. */
  headingLevel?: 3 | 4;
}

/**
 * WAI-ARIA accordion: each title is a heading holding a button with aria-expanded and aria-controls, each
 * panel a region named by its button. One section open at a time; pressing the open one closes it.
 */
export function Accordion({ items, openId, onToggle, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.section} data-section={item.id}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <Icon name="chevron-down" color="currentColor" size={20} className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {open ? item.content : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
