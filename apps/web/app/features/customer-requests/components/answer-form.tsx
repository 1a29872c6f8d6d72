import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerAnswerSchema,
  MAX_CUSTOMER_ANSWER_FILES,
  removeFileSlot,
  replaceFileSlot,
  type CustomerAnswer,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { TextAreaField } from '~/ui/field/text-area-field';
import { FileSlot } from '~/ui/file-slot/file-slot';
import { notify } from '~/ui/toast/toast';
import { useAnswerRequest } from '../api/use-answer-request';
import styles from './customer-requests.module.css';

/** The answer's document slots; each holds one file, so the form never sends more than the API accepts. */
const SLOTS = Array.from({ length: MAX_CUSTOMER_ANSWER_FILES }, (_, index) => `respuesta_${index + 1}`);

export interface AnswerFormProps {
  clientenro: number;
  requestNumber: string;
  /** After the server stored the answer: the dialog moves focus, the form is gone. */
  onAnswered: () => void;
}

/**
 * The customer's answer to a request that waits on them: text and up to two documents, checked here as in
 * Trámites (type and size on pick) and again by the API. A failure keeps the text and the files.
 */
export function AnswerForm({ clientenro, requestNumber, onAnswered }: AnswerFormProps) {
  const answer = useAnswerRequest(clientenro, requestNumber);
  const [files, setFiles] = useState<Record<string, File>>({});
  const [filesError, setFilesError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CustomerAnswer>({
    mode: 'onTouched',
    defaultValues: { texto: '' },
    resolver: zodResolver(customerAnswerSchema),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    setFilesError(null);
    try {
      await answer.mutateAsync({ texto: values.texto, files: SLOTS.flatMap((slot) => files[slot] ?? []) });
      notify('Recibimos tu respuesta. Tu gestión sigue en curso.');
      onAnswered();
    } catch (error) {
      const failure = formFailure(error);
      setAlert(failure.alert);
      for (const [name, message] of Object.entries(failure.fields)) {
        if (name === 'texto') form.setError('texto', { type: 'server', message }, { shouldFocus: true });
        else setFilesError(message);
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="request-answer-title"
      aria-busy={isSubmitting}
      className={styles.answer}
      data-testid="request-answer"
    >
      <h3 id="request-answer-title" className={styles.answerTitle}>
        Tu respuesta
      </h3>
      {alert ? (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      ) : null}
      <TextAreaField label="Respuesta" rows={5} error={errors.texto?.message} {...form.register('texto')} />
      <fieldset
        className={styles.documents}
        aria-describedby={filesError ? 'request-answer-files-error' : undefined}
      >
        <legend className={styles.legend}>Documentos (opcional)</legend>
        <p className={styles.hint}>
          Hasta {MAX_CUSTOMER_ANSWER_FILES} archivos PDF, JPG o PNG de hasta 10 MB cada uno.
        </p>
        {SLOTS.map((slot, index) => (
          <FileSlot
            key={slot}
            name={slot}
            label={`Documento ${index + 1}`}
            file={files[slot] ?? null}
            disabled={isSubmitting}
            onPick={(file) => setFiles((current) => replaceFileSlot(current, slot, file))}
            onRemove={() => setFiles((current) => removeFileSlot(current, slot))}
          />
        ))}
        {filesError ? (
          <p id="request-answer-files-error" className={styles.alert} role="alert">
            {filesError}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enviando…' : 'Enviar respuesta'}
        </Button>
      </div>
    </form>
  );
}
