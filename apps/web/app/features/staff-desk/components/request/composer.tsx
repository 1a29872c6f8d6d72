import { zodResolver } from '@hookform/resolvers/zod';
import {
  STAFF_MESSAGE_MAX_LENGTH,
  staffMessageSchema,
  type DeskStatus,
  type StaffRequestDetail,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { usePostMessage } from '../../api/desk-queries';
import { isVersionConflict } from '../../lib/conflict';
import { CannedReplyPicker } from './canned-reply-picker';
import styles from './composer.module.css';

// The version is added when sending (it is the request's, not the member's to type); the rest is the schema's.
const composerSchema = staffMessageSchema.pick({ kind: true, text: true });
type ComposerValues = { kind: 'respuesta' | 'nota'; text: string };

export interface ComposerProps {
  detail: StaffRequestDetail;
  onConflict: () => void;
  locked: boolean;
}

const FORM = 'desk-message';

/**
 * Replies to the customer (mailed, shown in Mis gestiones) and internal notes (never). The typed text survives
 * a conflict: the member reloads the request and sends it again with the new version.
 */
export function Composer({ detail, onConflict, locked }: ComposerProps) {
  const post = usePostMessage(detail.number);
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ComposerValues>({
    resolver: zodResolver(composerSchema),
    defaultValues: { kind: 'respuesta', text: '' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const isNote = kind === 'nota';
  const canWait = !isNote && detail.nextStatuses.includes('waiting_customer');

  const send = (status?: DeskStatus) =>
    form.handleSubmit((values) => {
      setAlert(null);
      setSent(null);
      const message = { ...values, version: detail.version, ...(status ? { status } : {}) };
      const idempotencyKey = submissionKey(`${FORM}:${detail.number}`, { ...values, status });
      post.mutate(
        { message, idempotencyKey },
        {
          onSuccess: () => {
            submissionDone(`${FORM}:${detail.number}`);
            form.reset({ kind: values.kind, text: '' });
            setSent(values.kind === 'nota' ? 'Nota interna guardada.' : 'Respuesta enviada al cliente.');
          },
          onError: (error) => {
            if (isVersionConflict(error)) {
              onConflict();
              return;
            }
            const failure = formFailure(error);
            if (failure.fields.text) form.setError('text', { message: failure.fields.text });
            setAlert(failure.alert);
          },
        },
      );
    });

  function fill(text: string) {
    const current = form.getValues('text').trim();
    form.setValue('text', current ? `${current}\n\n${text}` : text, { shouldDirty: true });
    form.setFocus('text');
  }

  const textError = form.formState.errors.text?.message;
  return (
    <form
      className={[styles.composer, isNote ? styles.note : ''].join(' ')}
      aria-labelledby="composer-title"
      onSubmit={(event) => void send()(event)}
      noValidate
    >
      <h2 id="composer-title" className={styles.title}>
        Escribir
      </h2>
      <fieldset className={styles.kinds}>
        <legend className="visually-hidden">Tipo de mensaje</legend>
        <label className={styles.kind}>
          <input type="radio" value="respuesta" {...form.register('kind')} />
          Respuesta al cliente
        </label>
        <label className={styles.kind}>
          <input type="radio" value="nota" {...form.register('kind')} />
          Nota interna
        </label>
      </fieldset>
      <p className={styles.kindHint} id="composer-hint">
        {isNote
          ? 'Nota interna — el cliente no la ve ni le llega por email.'
          : 'El cliente la recibe por email y la ve en Mis gestiones.'}
      </p>
      <CannedReplyPicker requestNumber={detail.number} queue={detail.queue} onPick={fill} />
      <label htmlFor="composer-text" className={styles.label}>
        {isNote ? 'Nota interna' : 'Respuesta al cliente'}
      </label>
      <textarea
        id="composer-text"
        className={styles.text}
        rows={6}
        maxLength={STAFF_MESSAGE_MAX_LENGTH}
        aria-invalid={textError ? true : undefined}
        aria-describedby={['composer-hint', textError ? 'composer-text-error' : ''].filter(Boolean).join(' ')}
        {...form.register('text')}
      />
      {textError ? (
        <p id="composer-text-error" className={styles.error}>
          {textError}
        </p>
      ) : null}
      {alert ? (
        <Callout tone="error" announce>
          {alert}
        </Callout>
      ) : null}
      <p role="status" className={styles.sent}>
        {sent ?? ''}
      </p>
      <div className={styles.actions}>
        {canWait ? (
          <Button
            variant="secondary"
            disabled={locked || post.isPending}
            onClick={(event) => void send('waiting_customer')(event)}
          >
            Enviar y esperar al cliente
          </Button>
        ) : null}
        <Button type="submit" disabled={locked || post.isPending} aria-busy={post.isPending}>
          {isNote ? 'Guardar nota' : 'Enviar'}
        </Button>
      </div>
    </form>
  );
}
