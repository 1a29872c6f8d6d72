import { imageMessages, LOGO_MAX_BYTES } from '@portal/domain';
import { useId, useState, type FormEvent } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { FieldFrame, describedControlProps } from '~/ui/field/field-frame';
import fieldStyles from '~/ui/field/field.module.css';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';
import styles from './staff-channels.module.css';

export interface ImageUploadDialogProps {
  title: string;
  /** What the picture shows (the channel's or the brand's name): its alt text in the preview. */
  subject: string;
  currentUrl: string | null;
  busy: boolean;
  /** Resolves when stored; rejects with the API's error. */
  onUpload: (file: File) => Promise<unknown>;
  onClose: () => void;
}

const HINT = 'El SVG tiene que ser un dibujo simple: sin scripts ni contenido externo.';

/** Uploads a PNG, WebP or SVG (up to 200 KB); the server checks the bytes and says why it refuses one. */
export function ImageUploadDialog({
  title,
  subject,
  currentUrl,
  busy,
  onUpload,
  onClose,
}: ImageUploadDialogProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (!file) return setError(imageMessages.missing);
    if (file.size > LOGO_MAX_BYTES) return setError(imageMessages.tooLarge);
    setError(undefined);
    onUpload(file).then(onClose, (failure: unknown) => {
      const { fields, alert: message } = formFailure(failure);
      if (fields.file) setError(fields.file);
      else setAlert(message);
    });
  }

  return (
    <Modal title={title} onClose={onClose} isDismissable={!busy}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        {currentUrl ? (
          <p className={styles.current}>
            Imagen actual:{' '}
            <img src={currentUrl} alt={subject} width={96} height={48} className={styles.preview} />
          </p>
        ) : (
          <p>Todavía no tiene imagen.</p>
        )}
        <FieldFrame id={id} label="Imagen (PNG, WebP o SVG, hasta 200 KB)" hint={HINT} error={error}>
          <input
            id={id}
            type="file"
            name="file"
            accept="image/png,image/webp,image/svg+xml,.png,.webp,.svg"
            className={fieldStyles.control}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            {...describedControlProps(id, error, HINT)}
          />
        </FieldFrame>
        {alert ? (
          <Callout tone="error" announce>
            {alert}
          </Callout>
        ) : null}
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Subir imagen
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
