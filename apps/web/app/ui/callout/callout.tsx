import type { ReactNode } from 'react';
import tones from '../tone/tones.module.css';
import type { Tone } from '../tone/tone';
import styles from './callout.module.css';
import { CalloutIcon, type CalloutTone } from './callout-icon';

const TONE: Record<CalloutTone, Tone> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

export interface CalloutProps {
  tone?: CalloutTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Announce it when it appears (an answer to something the person did): errors as an alert, the rest as a
   * status. Off for text that is there when the page loads.
   */
  announce?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A boxed message with the tone's icon: information, a success, a warning or an error. */
export function Callout({
  tone = 'info',
  title,
  children,
  announce = false,
  className,
  'data-testid': testId,
}: CalloutProps) {
  const role = announce ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div
      className={[styles.callout, tones[TONE[tone]], className].filter(Boolean).join(' ')}
      role={role}
      data-tone={tone}
      data-testid={testId}
    >
      <span className={styles.icon}>
        <CalloutIcon tone={tone} />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
