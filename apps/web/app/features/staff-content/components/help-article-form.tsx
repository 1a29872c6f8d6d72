import { zodResolver } from '@hookform/resolvers/zod';
import {
  HELP_ANSWER_MAX_LENGTH,
  HELP_ARTICLE_SECTION_LABELS,
  HELP_ARTICLE_SECTIONS,
  HELP_QUESTION_MAX_LENGTH,
  helpArticleInputSchema,
  type HelpArticleFields,
  type HelpArticleInput,
  type StaffHelpArticle,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { CheckboxField } from '~/ui/field/checkbox-field';
import { SelectField } from '~/ui/field/select-field';
import { TextAreaField } from '~/ui/field/text-area-field';
import { TextField } from '~/ui/field/text-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { useCreateHelpArticle, useUpdateHelpArticle } from '../api/site-content-queries';
import styles from './site-content.module.css';

const FIELDS = ['section', 'question', 'answer', 'sortOrder'] as const;

function defaultsOf(article: StaffHelpArticle | null): HelpArticleInput {
  if (!article)
    return { section: 'internet', question: '', answer: '', sortOrder: 100, telephony: false, active: true };
  const { id: _id, version: _version, updatedAt: _updatedAt, ...fields } = article;
  return fields;
}

export interface HelpArticleFormProps {
  /** The article being edited; null for a new one. */
  editing: StaffHelpArticle | null;
  onDone: () => void;
}

/** Creates or edits a help centre article (admins). */
export function HelpArticleForm({ editing, onDone }: HelpArticleFormProps) {
  const create = useCreateHelpArticle();
  const update = useUpdateHelpArticle();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<HelpArticleInput, unknown, HelpArticleFields>({
    resolver: zodResolver(helpArticleInputSchema),
    defaultValues: defaultsOf(editing),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    const onError = (error: unknown) => {
      const failure = formFailure(error);
      for (const [field, text] of Object.entries(failure.fields)) {
        const name = FIELDS.find((f) => f === field);
        if (name) form.setError(name, { message: text });
      }
      setAlert(failure.alert);
    };
    if (editing) {
      update.mutate(
        { id: editing.id, update: { ...values, version: editing.version } },
        { onSuccess: onDone, onError },
      );
      return;
    }
    const idempotencyKey = submissionKey('content-help-article', values);
    create.mutate(
      { input: values, idempotencyKey },
      {
        onSuccess: () => {
          submissionDone('content-help-article');
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
      aria-labelledby="help-form-title"
    >
      <h2 id="help-form-title" className={styles.formTitle}>
        {editing ? `Editar «${editing.question}»` : 'Nuevo artículo'}
      </h2>
      <div className={styles.row}>
        <SelectField
          label="Sección"
          options={HELP_ARTICLE_SECTIONS.map((s) => ({ value: s, label: HELP_ARTICLE_SECTION_LABELS[s] }))}
          error={errors.section?.message}
          {...form.register('section')}
        />
        <TextField
          label="Orden en la sección"
          type="number"
          min={0}
          max={999}
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
      </div>
      <TextField
        label="Pregunta"
        maxLength={HELP_QUESTION_MAX_LENGTH}
        error={errors.question?.message}
        {...form.register('question')}
      />
      <TextAreaField
        label="Respuesta (una línea en blanco separa los párrafos)"
        rows={8}
        maxLength={HELP_ANSWER_MAX_LENGTH}
        error={errors.answer?.message}
        {...form.register('answer')}
      />
      <CheckboxField
        label="Habla de telefonía (la empresa sin telefonía no lo muestra)"
        {...form.register('telephony')}
      />
      <CheckboxField label="Publicado" {...form.register('active')} />
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
