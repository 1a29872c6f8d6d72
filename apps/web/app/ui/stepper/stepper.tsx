import styles from './stepper.module.css';

export interface StepperProps {
  /** Step names in order. */
  steps: readonly string[];
  /** Index of the current step (0-based); the ones before it are done. */
  current: number;
  /** Names the list, e.g. 'Pasos de la verificación'. */
  label: string;
  className?: string;
}

/** Ordered steps: done ones with a check, the current one marked with aria-current="step". */
export function Stepper({ steps, current, label, className }: StepperProps) {
  return (
    <ol
      className={[styles.stepper, className].filter(Boolean).join(' ')}
      aria-label={label}
      data-testid="stepper"
    >
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={`${styles.step} ${styles[state]}`}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? (
                <svg
                  width="14"
                  height="14"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={styles.name}>
              {step}
              {state === 'done' ? <span className="visually-hidden"> (completado)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
