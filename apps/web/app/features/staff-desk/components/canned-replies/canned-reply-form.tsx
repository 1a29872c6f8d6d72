import { zodResolver } from '@hookform/resolvers/zod';
import {
  CANNED_REPLY_BODY_MAX_LENGTH,
  CANNED_REPLY_TITLE_MAX_LENGTH,
  CANNED_REPLY_VARIABLE_LABELS,
  CANNED_REPLY_VARIABLES,
  DESK_QUEUE_LABELS,
  DESK_QUEUES,
  cannedReplyInputSchema,
  renderCannedReply,
  type CannedReply,
  type CannedReplyInput,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { CheckboxField } from '~/ui/field/checkbox-field';
import { SelectField } from '~/ui/field/select-field';
import { TextAreaField } from '~/ui/field/text-area-field';
import { TextField } from '~/ui/field/text-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { useCreateCannedReply, useUpdateCannedReply } from '../../api/desk-tools-queries';
import { isVersionConflict } from '../../lib/conflict';
import styles from './canned-replies.module.css';

/** Made-up values so an admin sees how a reply reads before saving it. */
const SAMPLE = {
  nombre: 'Ana Pérez',
  nro_gestion: 'G-2026-000123',
  link_pago: 'https://pagos.example.com/abc123',
  fecha_limite: '30/11/2026',
  agente: 'Luis Gómez',
};

type Values = z.input<typeof cannedReplyInputSchema>;

export interface CannedReplyFormProps {
  /** The reply being edited; null for a new one. */
  editing: CannedReply | null;
  onDone: () => void;
}

/** Creates or edits a canned reply (admins): the variables listed, and a preview with sample values. */
export function CannedReplyForm({ editing, onDone }: CannedReplyFormProps) {
  const create = useCreateCannedReply();
  const update = useUpdateCannedReply();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values, unknown, CannedReplyInput>({
    resolver: zodResolver(cannedReplyInputSchema),
    defaultValues: editing
      ? { title: editing.title, body: editing.body, queue: editing.queue, active: editing.active }
      : { title: '', body: '', queue: null, active: true },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const preview = renderCannedReply(body, SAMPLE);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    const onError = (error: unknown) => {
      if (isVersionConflict(error)) {
        setAlert(
          'Otra persona cambió esta respuesta. Cerrá el formulario y volvé a abrirla para ver los cambios.',
        );
        return;
      }
      const failure = formFailure(error);
      for (const [field, message] of Object.entries(failure.fields)) {
        if (field === 'title' || field === 'body' || field === 'queue') form.setError(field, { message });
      }
      setAlert(failure.alert);
    };
    if (editing) {
      update.mutate(
        { id: editing.id, patch: { version: editing.version, ...values } },
        { onSuccess: onDone, onError },
      );
      return;
    }
    const idempotencyKey = submissionKey('desk-canned-reply', values);
    create.mutate(
      { input: values, idempotencyKey },
      {
        onSuccess: () => {
          submissionDone('desk-canned-reply');
          onDone();
        },
        onError,
      },
    );
  });

  const busy = create.isPending || update.isPending;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="canned-form-title"
    >
      <h2 id="canned-form-title" className={styles.formTitle}>
        {editing ? `Editar «${editing.title}»` : 'Nueva respuesta guardada'}
      </h2>
      <TextField
        label="Título"
        maxLength={CANNED_REPLY_TITLE_MAX_LENGTH}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <SelectField
        label="Cola"
        placeholder="Todas las colas"
        options={DESK_QUEUES.map((q) => ({ value: q, label: DESK_QUEUE_LABELS[q] }))}
        error={errors.queue?.message}
        {...form.register('queue', { setValueAs: (v: string | null) => (v ? v : null) })}
      />
      <TextAreaField
        label="Texto"
        rows={8}
        maxLength={CANNED_REPLY_BODY_MAX_LENGTH}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <div className={styles.variables}>
        <h3 className={styles.smallTitle}>Variables</h3>
        <ul>
          {CANNED_REPLY_VARIABLES.map((v) => (
            <li key={v}>
              <code>{`{${v}}`}</code>: {CANNED_REPLY_VARIABLE_LABELS[v]}
            </li>
          ))}
        </ul>
      </div>
      <CheckboxField label="Activa (se ofrece al responder)" {...form.register('active')} />
      <section className={styles.preview} aria-labelledby="canned-preview-title">
        <h3 id="canned-preview-title" className={styles.smallTitle}>
          Vista previa (con datos de ejemplo)
        </h3>
        {preview.ok ? (
          <p className={styles.previewText}>{preview.text || '—'}</p>
        ) : (
          <p className={styles.previewError}>{preview.message}</p>
        )}
      </section>
      {alert ? (
        <Callout tone="error" announce>
          {alert}
        </Callout>
      ) : null}
      <FormActions>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          Guardar
        </Button>
      </FormActions>
    </form>
  );
}
