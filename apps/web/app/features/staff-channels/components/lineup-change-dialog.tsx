import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANNEL_GROUP_MAX_LENGTH,
  CHANNEL_NAME_MAX_LENGTH,
  isShortLineupNotice,
  lineupChangeSchema,
  shortLineupNoticeMessage,
  type ChannelGridId,
  type LineupChange,
  type LineupChangeInput,
  type LineupEntry,
} from '@portal/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '~/lib/api/api-client';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { CheckboxField } from '~/ui/field/checkbox-field';
import { TextField } from '~/ui/field/text-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';
import { useChangeLineup } from '../api/channels-queries';
import styles from './staff-channels.module.css';

export type LineupDialogTarget = { kind: 'add' } | { kind: 'move' | 'remove'; entry: LineupEntry };

export interface LineupChangeDialogProps {
  gridId: ChannelGridId;
  gridVersion: number;
  /** Today in Ushuaia, as the server counts the notice. */
  today: string;
  groups: string[];
  target: LineupDialogTarget;
  onClose: () => void;
}

const TITLES = { add: 'Agregar un canal', move: 'Mover', remove: 'Quitar' } as const;

function defaultsOf(target: LineupDialogTarget, version: number): LineupChangeInput {
  const base = { effectiveOn: '', version, confirmShortNotice: false };
  if (target.kind === 'add')
    return { ...base, kind: 'add', name: '', groupTitle: '', number: '' as unknown as number };
  if (target.kind === 'remove') return { ...base, kind: 'remove', entryId: target.entry.id };
  return {
    ...base,
    kind: 'move',
    entryId: target.entry.id,
    groupTitle: target.entry.groupTitle,
    number: target.entry.number,
  };
}

/** Adds, moves or removes a channel from a date; under 60 days' notice it warns and asks for a confirmation. */
export function LineupChangeDialog({
  gridId,
  gridVersion,
  today,
  groups,
  target,
  onClose,
}: LineupChangeDialogProps) {
  const listId = useId();
  const change = useChangeLineup();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LineupChangeInput, unknown, LineupChange>({
    resolver: zodResolver(lineupChangeSchema),
    defaultValues: defaultsOf(target, gridVersion),
  });
  const effectiveOn = useWatch({ control: form.control, name: 'effectiveOn' }) ?? '';
  const shortNotice = /^\d{4}-\d{2}-\d{2}$/.test(effectiveOn) && isShortLineupNotice(effectiveOn, today);
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    change.mutate(
      { gridId, change: values },
      {
        onSuccess: onClose,
        onError: (error) => {
          const { fields, alert: message } = formFailure(error);
          if (error instanceof ApiError && error.code === 'LINEUP_SHORT_NOTICE') {
            form.setError('effectiveOn', { message: error.message });
            return;
          }
          for (const [field, text] of Object.entries(fields)) {
            form.setError(field as 'effectiveOn', { message: text });
          }
          setAlert(Object.keys(fields).length > 0 ? null : message);
        },
      },
    );
  });

  const subject = target.kind === 'add' ? '' : ` ${target.entry.name}`;
  return (
    <Modal title={`${TITLES[target.kind]}${subject}`} onClose={onClose} isDismissable={!change.isPending}>
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.dialogForm}>
        {target.kind === 'add' ? (
          <TextField
            label="Nombre del canal"
            maxLength={CHANNEL_NAME_MAX_LENGTH}
            error={errors.name?.message}
            {...form.register('name')}
          />
        ) : null}
        {target.kind !== 'remove' ? (
          <>
            <TextField
              label="Grupo"
              list={listId}
              maxLength={CHANNEL_GROUP_MAX_LENGTH}
              error={errors.groupTitle?.message}
              {...form.register('groupTitle')}
            />
            <datalist id={listId}>
              {groups.map((group) => (
                <option key={group} value={group} />
              ))}
            </datalist>
            <TextField
              label="Número"
              inputMode="numeric"
              maxLength={4}
              error={errors.number?.message}
              {...form.register('number')}
            />
          </>
        ) : null}
        <TextField
          label="Rige desde"
          type="date"
          min={today}
          hint="Desde ese día el cambio se ve en la grilla pública."
          error={errors.effectiveOn?.message}
          {...form.register('effectiveOn')}
        />
        {shortNotice ? (
          <Callout tone="warning" announce>
            {shortLineupNoticeMessage(effectiveOn, today)}
          </Callout>
        ) : null}
        {shortNotice ? (
          <CheckboxField
            label="Confirmo el cambio con menos de 60 días de aviso"
            {...form.register('confirmShortNotice')}
          />
        ) : null}
        {alert ? (
          <Callout tone="error" announce>
            {alert}
          </Callout>
        ) : null}
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
            {target.kind === 'remove' ? 'Quitar de la grilla' : 'Guardar'}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
