import type { ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import styles from './formalities.module.css';

/** Instead of a form: why it cannot be filed from here (not the holder, nothing left to add or change). */
export function FormUnavailable({
  text,
  onBack,
  children,
}: {
  text: string;
  onBack: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.form}>
      <Callout tone="info" data-testid="form-unavailable">
        {text}
      </Callout>
      {children}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Volver a Trámites
        </Button>
      </div>
    </div>
  );
}
