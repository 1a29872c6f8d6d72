import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `li` inside a List, `article` for a card that stands alone. */
  as?: 'div' | 'li' | 'article' | 'section';
  /** `alt` sets the card apart from a white page (the account area's lists). */
  surface?: 'plain' | 'alt';
  children: ReactNode;
  'data-testid'?: string;
}

/** A bordered box that holds one thing of a list or a page: an invoice, a request, a coupon. */
export function Card({ as: Tag = 'div', surface = 'plain', className, children, ...rest }: CardProps) {
  return (
    <Tag className={[styles.card, className].filter(Boolean).join(' ')} data-surface={surface} {...rest}>
      {children}
    </Tag>
  );
}

export interface CardHeaderProps {
  /** The card's heading (an h2 or h3 of the page's outline). */
  title: ReactNode;
  /** What sits at the end of the row: a state pill, a badge. */
  aside?: ReactNode;
  /** `baseline` lines text of different sizes up; `center` suits a pill beside a large title. */
  align?: 'baseline' | 'center';
  className?: string;
}

/** The card's first row: its title, and a state beside it that wraps under on a narrow card. */
export function CardHeader({ title, aside, align = 'baseline', className }: CardHeaderProps) {
  return (
    <div className={[styles.header, className].filter(Boolean).join(' ')} data-align={align}>
      {title}
      {aside}
    </div>
  );
}
