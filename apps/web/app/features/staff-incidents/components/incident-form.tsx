import { zodResolver } from '@hookform/resolvers/zod';
import {
  INCIDENT_SERVICE_LABELS,
  INCIDENT_SERVICES,
  INCIDENT_TEXT_MAX_LENGTH,
  incidentHeadline,
  incidentInputSchema,
  inputFromInstant,
  type Incident,
  type IncidentInput,
  type IncidentValues,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useCompanyConfig, useCoveredLocalities } from '~/lib/config/use-public-config';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { CheckboxField } from '~/ui/field/checkbox-field';
import { SelectField } from '~/ui/field/select-field';
import { TextAreaField } from '~/ui/field/text-area-field';
import { TextField } from '~/ui/field/text-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { useCreateIncident, useUpdateIncident } from '../api/incidents-queries';
import { isVersionConflict } from '../lib/incident-conflict';
import { LocalitiesField } from './localities-field';
import styles from './incidents.module.css';

const FORM_FIELDS = ['service', 'localities', 'startsAt', 'estimatedEndAt', 'publicText'] as const;
const HOUR = 60 * 60_000;

function blankIncident(now: Date): IncidentInput {
  return {
    service: 'internet',
    allLocalities: false,
    localities: [],
    startsAt: inputFromInstant(now.toISOString()),
    estimatedEndAt: inputFromInstant(new Date(now.getTime() + 4 * HOUR).toISOString()),
    publicText: '',
  };
}

function valuesOf(incident: Incident): IncidentInput {
  return {
    service: incident.service,
    allLocalities: incident.localities === null,
    localities: incident.localities ?? [],
    startsAt: inputFromInstant(incident.startsAt),
    estimatedEndAt: inputFromInstant(incident.estimatedEndAt),
    publicText: incident.text,
  };
}

export interface IncidentFormProps {
  /** The incident being edited; null for a new one. */
  editing: Incident | null;
  /** Cancelled: nothing changed. */
  onDone: () => void;
  /** Saved: what to tell the member. */
  onSaved: (message: string) => void;
}

/** Creates or edits an incident (supervisors and admins), with the banner's headline as it will read. */
export function IncidentForm({ editing, onDone, onSaved }: IncidentFormProps) {
  const create = useCreateIncident();
  const update = useUpdateIncident();
  const covered = useCoveredLocalities();
  const telephony = useCompanyConfig()?.telephony ?? true;
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<IncidentInput, unknown, IncidentValues>({
    resolver: zodResolver(incidentInputSchema),
    defaultValues: editing ? valuesOf(editing) : blankIncident(new Date()),
  });
  const [service, allLocalities, localities] = useWatch({
    control: form.control,
    name: ['service', 'allLocalities', 'localities'],
  });
  const { errors } = form.formState;
  const services = INCIDENT_SERVICES.filter((s) => telephony || s !== 'telefonia');

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    const onError = (error: unknown) => {
      if (isVersionConflict(error)) {
        setAlert('Otra persona cambió o cerró este incidente. Cerrá el formulario y volvé a abrirlo.');
        return;
      }
      const failure = formFailure(error);
      for (const [field, message] of Object.entries(failure.fields)) {
        const known = FORM_FIELDS.find((f) => f === field);
        if (known) form.setError(known, { message });
      }
      setAlert(failure.alert);
    };
    if (editing) {
      update.mutate(
        { id: editing.id, update: { ...values, version: editing.version } },
        { onSuccess: () => onSaved('Guardamos los cambios del incidente.'), onError },
      );
      return;
    }
    const idempotencyKey = submissionKey('staff-incident', values);
    create.mutate(
      { input: values, idempotencyKey },
      {
        onSuccess: () => {
          submissionDone('staff-incident');
          onSaved('Publicamos el incidente: el sitio lo muestra mientras esté vigente.');
        },
        onError,
      },
    );
  });

  const busy = create.isPending || update.isPending;
  const named = allLocalities || localities.length > 0;
  const headline = named ? `${incidentHeadline(service, allLocalities ? null : localities)}.` : null;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="incident-form-title"
    >
      <h2 id="incident-form-title" className={styles.formTitle}>
        {editing ? 'Editar el incidente' : 'Nuevo incidente'}
      </h2>
      <SelectField
        label="Servicio afectado"
        placeholder={null}
        options={services.map((s) => ({ value: s, label: INCIDENT_SERVICE_LABELS[s] }))}
        error={errors.service?.message}
        {...form.register('service')}
      />
      <CheckboxField label="Todas las localidades" {...form.register('allLocalities')} />
      {allLocalities ? null : (
        <LocalitiesField control={form.control} covered={covered} error={errors.localities?.message} />
      )}
      <div className={styles.times}>
        <TextField
          type="datetime-local"
          label="Desde (hora de Ushuaia)"
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
        <TextField
          type="datetime-local"
          label="Fin estimado (hora de Ushuaia)"
          error={errors.estimatedEndAt?.message}
          {...form.register('estimatedEndAt')}
        />
      </div>
      <TextAreaField
        label={`Texto para el sitio (texto simple, hasta ${INCIDENT_TEXT_MAX_LENGTH} caracteres)`}
        rows={4}
        maxLength={INCIDENT_TEXT_MAX_LENGTH}
        error={errors.publicText?.message}
        {...form.register('publicText')}
      />
      <p className={styles.preview}>
        <span className={styles.previewLabel}>El aviso dice:</span>{' '}
        {headline ?? 'elegí las localidades para verlo.'}
      </p>
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
          {editing ? 'Guardar los cambios' : 'Publicar el incidente'}
        </Button>
      </FormActions>
    </form>
  );
}
