import { fileSlotLabel } from '@portal/domain';
import { useId, type ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import { FileSlot } from '~/ui/file-slot/file-slot';
import { MissingFields } from '~/ui/missing-fields/missing-fields';
import type { FormalityFormState } from '../hooks/use-formality-form';
import styles from './formalities.module.css';
import { AaipLegend } from '~/ui/aaip-legend/aaip-legend';

export interface FormalityFormProps {
  state: FormalityFormState;
  children: ReactNode;
  onBack: () => void;
  /** Extra condition of the form (the plan change sends only a difference). */
  ready?: boolean;
  submitLabel?: string;
}

/**
 * Frame of every Trámites form: its fields, its document slots, the upload progress, the alert and the send
 * button, enabled once every rule of the domain holds and every document is chosen.
 */
export function FormalityForm({
  state,
  children,
  onBack,
  ready = true,
  submitLabel = 'Enviar',
}: FormalityFormProps) {
  const {
    form,
    files,
    slots,
    slotErrors,
    pickFile,
    removeFile,
    filesReady,
    missing,
    alert,
    progress,
    onSubmit,
  } = state;
  const missingId = useId();
  const { isValid, isSubmitting } = form.formState;
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className={styles.form}>
      {children}
      {slots.length > 0 ? (
        <fieldset className={styles.documents}>
          <legend className={styles.legend}>Documentos (PDF, JPG o PNG de hasta 10 MB cada uno)</legend>
          {slots.map((slot) => (
            <FileSlot
              key={slot}
              name={slot}
              label={fileSlotLabel(slot)}
              file={files[slot] ?? null}
              error={slotErrors[slot]}
              disabled={isSubmitting}
              onPick={(file) => pickFile(slot, file)}
              onRemove={() => removeFile(slot)}
            />
          ))}
        </fieldset>
      ) : null}
      {progress ? (
        <div className={styles.progress}>
          <label htmlFor="formality-upload-progress">Subiendo documentos: {percent} %</label>
          <progress id="formality-upload-progress" max={100} value={percent} />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {isSubmitting ? 'Enviando…' : ''}
      </p>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={isSubmitting}>
          Volver a Trámites
        </Button>
        <Button
          type="submit"
          disabled={!isValid || !filesReady || !ready || isSubmitting}
          aria-describedby={missingId}
        >
          {isSubmitting ? 'Enviando…' : submitLabel}
        </Button>
      </div>
      <MissingFields id={missingId} labels={isSubmitting ? [] : missing} />
      <AaipLegend />
    </form>
  );
}
