import type { ReactNode } from 'react';
import tones from '../tone/tones.module.css';
import type { Tone } from '../tone/tone';
import styles from './badge.module.css';

export interface BadgeProps {
  tone?: Tone;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A short label on a card (Promoción, Nuevo); its text carries the meaning, the colour only supports it. */
export function Badge({ tone = 'neutral', children, className, 'data-testid': testId }: BadgeProps) {
  return (
    <span
      className={[styles.badge, tones[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
