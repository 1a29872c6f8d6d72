import { zodResolver } from '@hookform/resolvers/zod';
import {
  POPUP_BUTTON_TEXT_MAX_LENGTH,
  POPUP_MESSAGE_MAX_LENGTH,
  POPUP_PAGES,
  popupInputSchema,
  type PopupFields,
  type PopupInput,
  type StaffPopup,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { CheckboxField } from '~/ui/field/checkbox-field';
import { FieldError } from '~/ui/field/field-error';
import { TextAreaField } from '~/ui/field/text-area-field';
import { TextField } from '~/ui/field/text-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { useCreatePopup, useUpdatePopup } from '../api/site-content-queries';
import { popupInputOf } from '../lib/popup-values';
import { PopupPreview } from './popup-preview';
import styles from './site-content.module.css';

const FIELDS = ['message', 'pages', 'dateFrom', 'dateUntil', 'link', 'linkText', 'linkColor'] as const;

export interface PopupFormProps {
  /** The pop-up being edited; null for a new one. */
  editing: StaffPopup | null;
  onDone: () => void;
}

/** Creates or edits a pop-up (admins), with its pages, its window and a live preview at two widths. */
export function PopupForm({ editing, onDone }: PopupFormProps) {
  const create = useCreatePopup();
  const update = useUpdatePopup();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PopupInput, unknown, PopupFields>({
    resolver: zodResolver(popupInputSchema),
    defaultValues: popupInputOf(editing),
  });
  const [message = '', linkText, linkColor] = useWatch({
    control: form.control,
    name: ['message', 'linkText', 'linkColor'],
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    const onError = (error: unknown) => {
      const failure = formFailure(error);
      for (const [field, text] of Object.entries(failure.fields)) {
        const name = FIELDS.find((f) => field === f || field.startsWith(`${f}.`));
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
    const idempotencyKey = submissionKey('content-popup', values);
    create.mutate(
      { input: values, idempotencyKey },
      {
        onSuccess: () => {
          submissionDone('content-popup');
          onDone();
        },
        onError,
      },
    );
  });

  const busy = create.isPending || update.isPending;
  const pagesError = errors.pages?.message ?? errors.pages?.root?.message;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="popup-form-title"
    >
      <h2 id="popup-form-title" className={styles.formTitle}>
        {editing ? 'Editar pop-up' : 'Nuevo pop-up'}
      </h2>
      <p className={styles.muted}>
        Títulos (h2, h3), párrafos, negrita, listas y enlaces. Scripts, estilos e imágenes se quitan al
        guardar.
      </p>
      <TextAreaField
        label="Mensaje (HTML)"
        rows={6}
        maxLength={POPUP_MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={pagesError ? 'popup-pages-error' : undefined}
        aria-invalid={pagesError ? true : undefined}
      >
        <legend>Páginas donde se muestra</legend>
        <div className={styles.checkboxGrid}>
          {POPUP_PAGES.map((page) => (
            <CheckboxField
              key={page.path}
              label={`${page.label} (${page.path})`}
              value={page.path}
              {...form.register('pages')}
            />
          ))}
        </div>
        <FieldError id="popup-pages" error={pagesError} />
      </fieldset>
      <div className={styles.row}>
        <TextField
          label="Primer día"
          type="date"
          error={errors.dateFrom?.message}
          {...form.register('dateFrom')}
        />
        <TextField
          label="Último día"
          type="date"
          error={errors.dateUntil?.message}
          {...form.register('dateUntil')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Enlace del botón (opcional)"
          hint="Una página del sitio (/internet) o una dirección https://"
          maxLength={300}
          error={errors.link?.message}
          {...form.register('link')}
        />
        <TextField
          label="Texto del botón"
          maxLength={POPUP_BUTTON_TEXT_MAX_LENGTH}
          error={errors.linkText?.message}
          {...form.register('linkText')}
        />
        <TextField
          label="Color del botón"
          type="color"
          error={errors.linkColor?.message}
          {...form.register('linkColor')}
        />
      </div>
      <CheckboxField label="Publicado (se muestra dentro de sus fechas)" {...form.register('active')} />
      <PopupPreview
        message={message}
        linkText={linkText?.trim() ? linkText : null}
        linkColor={linkColor ?? null}
      />
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
