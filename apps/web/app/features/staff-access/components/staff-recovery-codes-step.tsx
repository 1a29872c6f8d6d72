import { useState } from 'react';
import { Button } from '~/ui/button/button';
import { CheckboxField } from '~/ui/field/checkbox-field';
import { saveFile } from '~/lib/save-file';
import styles from './sign-in.module.css';

export interface StaffRecoveryCodesStepProps {
  codes: string[];
  onContinue: () => void;
}

/** The 10 single-use codes, shown this once: the member copies or downloads them before going on. */
export function StaffRecoveryCodesStep({ codes, onContinue }: StaffRecoveryCodesStepProps) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copiamos los códigos.');
    } catch {
      setCopied('No pudimos copiar: descargalos o anotalos.');
    }
  };
  return (
    <div>
      <p className={styles.text}>
        Si perdés el teléfono, cada uno de estos códigos te deja ingresar una vez. Guardalos en un lugar
        seguro: no los vas a ver de nuevo.
      </p>
      <ul className={styles.codes} aria-label="Códigos de recuperación">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            saveFile(
              new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }),
              'codigos-de-recuperacion.txt',
            )
          }
        >
          Descargar
        </Button>
      </div>
      <p role="status" aria-live="polite" className={styles.text}>
        {copied}
      </p>
      <CheckboxField
        label="Guardé mis códigos"
        checked={saved}
        onChange={(e) => setSaved(e.target.checked)}
      />
      <Button className={styles.submit} disabled={!saved} onClick={onContinue}>
        Continuar
      </Button>
    </div>
  );
}
