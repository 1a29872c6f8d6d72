import tones from '../tone/tones.module.css';
import type { Tone } from '../tone/tone';
import styles from './status-pill.module.css';
import { statusTone } from './status-tone';

export interface StatusPillProps {
  /** The state as the person reads it: 'Recibido', 'En curso', 'PAGA', 'IMPAGA'... */
  status: string;
  /** Overrides the tone the state maps to. */
  tone?: Tone;
  /** Read before the state by screen readers, e.g. 'Estado'. */
  label?: string;
  className?: string;
  'data-testid'?: string;
}

/** A state as text in a coloured pill; the shape of its mark differs by tone, so colour is never alone. */
export function StatusPill({
  status,
  tone,
  label = 'Estado',
  className,
  'data-testid': testId,
}: StatusPillProps) {
  const resolved = tone ?? statusTone(status);
  return (
    <span
      className={[styles.pill, tones[resolved], className].filter(Boolean).join(' ')}
      data-tone={resolved}
      data-testid={testId}
    >
      <span className={styles.mark} aria-hidden="true" />
      <span className="visually-hidden">{label}: </span>
      {status}
    </span>
  );
}
