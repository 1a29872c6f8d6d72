import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_PHONES_MAX,
  SOCIAL_NETWORK_LABELS,
  companyDataUpdateSchema,
  type CompanyData,
  type CompanyDataUpdate,
  type SocialNetwork,
} from '@portal/domain';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { TextAreaField } from '~/ui/field/text-area-field';
import { TextField } from '~/ui/field/text-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { useUpdateCompanyData } from '../api/site-content-queries';
import { LocalitiesEditor } from './localities-editor';
import styles from './site-content.module.css';

type Values = z.input<typeof companyDataUpdateSchema>;
const NETWORKS = Object.keys(SOCIAL_NETWORK_LABELS) as SocialNetwork[];

/** The company data (admins save; others read the same fields, disabled). */
export function CompanyDataForm({ data, readOnly }: { data: CompanyData; readOnly: boolean }) {
  const save = useUpdateCompanyData();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { updatedAt: _updatedAt, ...values } = data;
  const form = useForm<Values, unknown, CompanyDataUpdate>({
    resolver: zodResolver(companyDataUpdateSchema),
    defaultValues: values,
    disabled: readOnly,
  });
  const phones = useFieldArray({ control: form.control, name: 'phones' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((update) => {
    setNotice(null);
    save.mutate(update, {
      onSuccess: (saved) => {
        const { updatedAt: _savedAt, ...next } = saved;
        form.reset(next);
        setNotice({
          tone: 'success',
          text: 'Guardamos los datos. El sitio los muestra desde la próxima carga.',
        });
      },
      onError: (error) => {
        const failure = formFailure(error);
        for (const [field, text] of Object.entries(failure.fields)) {
          form.setError(field as FieldPath<Values>, { message: text });
        }
        setNotice({ tone: 'error', text: failure.alert });
      },
    });
  });

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Datos de la empresa"
    >
      <fieldset className={styles.fieldset}>
        <legend>Teléfonos</legend>
        <div className={styles.row}>
          <TextField
            label="Línea gratuita (0800)"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label="WhatsApp"
            hint="549, el código de área sin 0 y el número sin 15"
            inputMode="numeric"
            error={errors.whatsapp?.message}
            {...form.register('whatsapp')}
          />
          <TextField
            label="Email de atención"
            type="email"
            maxLength={120}
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        {phones.fields.map((field, index) => (
          <div key={field.id} className={styles.listRow}>
            <TextField
              label={`Nombre del teléfono ${index + 1}`}
              error={errors.phones?.[index]?.label?.message}
              {...form.register(`phones.${index}.label`)}
            />
            <TextField
              label={`Número del teléfono ${index + 1}`}
              inputMode="tel"
              error={errors.phones?.[index]?.number?.message}
              {...form.register(`phones.${index}.number`)}
            />
            {readOnly ? null : (
              <Button variant="ghost" onClick={() => phones.remove(index)}>
                Quitar<span className="visually-hidden"> el teléfono {index + 1}</span>
              </Button>
            )}
          </div>
        ))}
        {!readOnly && phones.fields.length < COMPANY_PHONES_MAX ? (
          <Button variant="secondary" onClick={() => phones.append({ label: '', number: '' })}>
            Agregar teléfono
          </Button>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Oficina y horarios</legend>
        <div className={styles.row}>
          <TextField
            label="Calle"
            maxLength={80}
            error={errors.address?.address?.message}
            {...form.register('address.address')}
          />
          <TextField
            label="Altura"
            maxLength={10}
            error={errors.address?.number?.message}
            {...form.register('address.number')}
          />
        </div>
        <TextAreaField
          label="Horario de atención en oficinas"
          rows={2}
          maxLength={200}
          error={errors.opening_hours?.office?.message}
          {...form.register('opening_hours.office')}
        />
        <TextAreaField
          label="Horario de atención telefónica"
          rows={2}
          maxLength={200}
          error={errors.opening_hours?.phone_support?.message}
          {...form.register('opening_hours.phone_support')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Redes sociales</legend>
        <div className={styles.wideRow}>
          {NETWORKS.map((network) => (
            <TextField
              key={network}
              label={SOCIAL_NETWORK_LABELS[network]}
              type="url"
              maxLength={200}
              error={errors.social_media?.[network]?.message}
              {...form.register(`social_media.${network}`)}
            />
          ))}
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="covered_localities"
        render={({ field, fieldState }) => (
          <LocalitiesEditor
            value={field.value}
            onChange={field.onChange}
            readOnly={readOnly}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
            itemErrors={
              (errors.covered_localities as { message?: string }[] | undefined)?.map?.((e) => e?.message) ??
              []
            }
          />
        )}
      />
      {notice ? (
        <Callout tone={notice.tone} announce>
          {notice.text}
        </Callout>
      ) : null}
      {readOnly ? null : (
        <FormActions>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            Guardar
          </Button>
        </FormActions>
      )}
    </form>
  );
}
