import { useEffect, useState } from 'react';
import { Button } from '~/ui/button/button';
import styles from './coupons.module.css';

type CopyResult = 'idle' | 'copied' | 'failed';

const FEEDBACK: Record<CopyResult, string> = {
  idle: '',
  copied: 'Código copiado',
  failed: 'No se pudo copiar: seleccioná el código y copialo.',
};

/** Copies a coupon code to the clipboard and says so in a live region, for screen readers too. */
export function CopyCodeButton({ code }: { code: string }) {
  const [result, setResult] = useState<CopyResult>('idle');

  useEffect(() => {
    if (result !== 'copied') return;
    const timer = setTimeout(() => setResult('idle'), 4000);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        className={styles.copy}
        onClick={() => void copy()}
        aria-label={`Copiar código ${code}`}
      >
        Copiar
      </Button>
      <span className={styles.copyFeedback} role="status">
        {FEEDBACK[result]}
      </span>
    </>
  );
}
