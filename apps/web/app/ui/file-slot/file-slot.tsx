import { ACCEPTED_UPLOAD_TYPES, checkFile, fileErrorMessage } from '@portal/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { formatFileSize } from '~/lib/file-size';
import { Icon } from '../icon/icon';
import styles from './file-slot.module.css';

export interface FileSlotProps {
  /** The slot's key (dni_frente…): it names the input, so a test or a form can find it. */
  name: string;
  /** What document goes here, e.g. 'DNI (frente)'. */
  label: string;
  file: File | null;
  /** A PDF, JPG or PNG within the size cap: picking again replaces the slot's file. */
  onPick: (file: File) => void;
  onRemove: () => void;
  /** The server's or the form's message about this slot. */
  error?: string;
  disabled?: boolean;
}

/**
 * One document of a form (spec §5 file slots): PDF, JPG or PNG (the server makes photos PDFs) and the size cap
 * checked on pick, so a wrong file is refused with its Spanish message before anything is sent; the chosen
 * file's name and size and a remove button. The native input stays in the tab order (visually hidden), the
 * label is its visible button.
 */
export function FileSlot({ name, label, file, onPick, onRemove, error, disabled }: FileSlotProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = refusal ?? error;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared so picking the same file again still fires a change.
    event.target.value = '';
    if (!picked) return;
    const problem = checkFile({ name: picked.name, type: picked.type, size: picked.size });
    if (problem) {
      setRefusal(fileErrorMessage(problem));
      return;
    }
    setRefusal(null);
    onPick(picked);
  };

  const describedBy = [shown ? `${id}-error` : '', file ? `${id}-file` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.slot} data-slot={name}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          type="file"
          accept={ACCEPTED_UPLOAD_TYPES}
          className={`visually-hidden ${styles.input}`}
          aria-labelledby={`${id}-label ${id}-action`}
          aria-describedby={describedBy || undefined}
          aria-invalid={shown ? true : undefined}
          disabled={disabled}
          onChange={onChange}
        />
        <label htmlFor={id} className={styles.pick} id={`${id}-action`} aria-hidden="true">
          <Icon name="file" color="currentColor" size={18} />
          {file ? 'Cambiar archivo' : 'Elegir archivo'}
        </label>
        {file ? (
          <span className={styles.chosen}>
            <span className={styles.file} id={`${id}-file`} data-testid={`file-${name}`}>
              <span className={styles.fileName}>{file.name}</span>{' '}
              <span className={styles.fileSize}>({formatFileSize(file.size)})</span>
            </span>
            <button
              type="button"
              className={styles.remove}
              onClick={onRemove}
              disabled={disabled}
              aria-label={`Quitar ${label}`}
            >
              Quitar
            </button>
          </span>
        ) : (
          <span className={styles.empty}>Sin archivo</span>
        )}
      </div>
      {shown ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </span>
      ) : null}
    </div>
  );
}
