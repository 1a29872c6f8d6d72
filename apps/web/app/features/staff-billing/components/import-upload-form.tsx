import { zodResolver } from '@hookform/resolvers/zod';
import {
  BILLING_UPLOAD_MAX_BYTES,
  billingUploadMessages,
  billingUploadSchema,
  type BillingImport,
  type BillingUpload,
} from '@portal/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { describedControlProps, FieldFrame } from '~/ui/field/field-frame';
import fieldStyles from '~/ui/field/field.module.css';
import { FormActions } from '~/ui/form-actions/form-actions';
import { useCheckBillingImport } from '../api/billing-queries';
import styles from './billing.module.css';

/** The file's bytes as base64 (a Windows-1252 export travels intact; the server decodes it). */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

export interface ImportUploadFormProps {
  onChecked: (checked: BillingImport) => void;
}

/** Uploads a billing CSV for its dry run: nothing changes until the report's 'Aplicar' is pressed. */
export function ImportUploadForm({ onChecked }: ImportUploadFormProps) {
  const id = useId();
  const check = useCheckBillingImport();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<BillingUpload>({
    resolver: zodResolver(billingUploadSchema),
    defaultValues: { fileName: '', contentBase64: '' },
  });
  const { errors } = form.formState;
  const fileError = errors.fileName?.message ?? errors.contentBase64?.message;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    form.clearErrors();
    if (!file) {
      form.reset({ fileName: '', contentBase64: '' });
      return;
    }
    if (file.size > BILLING_UPLOAD_MAX_BYTES) {
      form.setError('fileName', { message: billingUploadMessages.fileTooLarge });
      return;
    }
    form.setValue('fileName', file.name);
    form.setValue('contentBase64', await readAsBase64(file));
  }

  const submit = form.handleSubmit((upload) => {
    setAlert(null);
    check.mutate(
      { upload, idempotencyKey: submissionKey('billing-import', upload) },
      {
        onSuccess: (checked) => {
          submissionDone('billing-import');
          onChecked(checked);
        },
        onError: (error) => {
          const failure = formFailure(error);
          const message = failure.fields.fileName ?? failure.fields.contentBase64 ?? failure.fields._;
          if (message) form.setError('fileName', { message });
          setAlert(failure.alert);
        },
      },
    );
  });

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate aria-label="Subir facturas">
      <FieldFrame
        id={id}
        label="Archivo CSV del sistema de facturación"
        hint="Hasta 8 MB, con el encabezado de columnas de docs/billing.md. Primero lo probamos sin cambiar nada."
        error={fileError}
      >
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className={`${fieldStyles.control} ${styles.fileInput}`}
          onChange={(event) => void pick(event)}
          {...describedControlProps(id, fileError, true)}
        />
      </FieldFrame>
      {alert ? (
        <Callout tone="error" announce>
          {alert}
        </Callout>
      ) : null}
      <FormActions>
        <Button type="submit" disabled={check.isPending} aria-busy={check.isPending}>
          {check.isPending ? 'Probando el archivo…' : 'Probar la importación'}
        </Button>
      </FormActions>
    </form>
  );
}
