import {
  DESK_QUEUE_LABELS,
  DESK_QUEUES,
  REQUEST_CLASS_LABELS,
  REQUEST_CLASSES,
  type RequestChange,
  type StaffRequestDetail,
} from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { Callout } from '~/ui/callout/callout';
import { useAssignableMembers, useChangeRequest } from '../../api/desk-queries';
import { isVersionConflict } from '../../lib/conflict';
import { statusLabel } from '../../lib/desk-format';
import styles from './request.module.css';

export interface RequestControlsProps {
  detail: StaffRequestDetail;
  /** A stale version: the page shows the conflict notice and the way to reload. */
  onConflict: () => void;
  /** While a conflict is shown, nothing is sent with the stale version. */
  locked: boolean;
  /** Further actions at the end of the bar (merging, for supervisors). */
  children?: ReactNode;
}

type ChangeField = Exclude<keyof RequestChange, 'version'>;

/** Status, queue, assignee and class, each applied as it changes, with the version the member saw. */
export function RequestControls({ detail, onConflict, locked, children }: RequestControlsProps) {
  const change = useChangeRequest(detail.number);
  const members = useAssignableMembers();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<ChangeField | null>(null);

  function send(field: ChangeField, value: RequestChange[ChangeField]) {
    setProblem(null);
    setPending(field);
    change.mutate({ version: detail.version, [field]: value } as RequestChange, {
      onError: (error) => {
        if (isVersionConflict(error)) onConflict();
        else {
          const failure = formFailure(error);
          setProblem(Object.values(failure.fields)[0] ?? failure.alert);
        }
      },
      onSettled: () => setPending(null),
    });
  }

  const disabled = locked || change.isPending;
  const busy = (field: ChangeField) => (pending === field ? true : undefined);

  return (
    <section className={styles.controls} aria-label="Cambiar la gestión">
      <label className={styles.control}>
        <span>Estado</span>
        <select
          value={detail.status}
          disabled={disabled}
          aria-busy={busy('status')}
          onChange={(e) => send('status', e.target.value as RequestChange['status'])}
        >
          {[detail.status, ...detail.nextStatuses].map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        <span>Cola</span>
        <select
          value={detail.queue}
          disabled={disabled}
          aria-busy={busy('queue')}
          onChange={(e) => send('queue', e.target.value as RequestChange['queue'])}
        >
          {DESK_QUEUES.map((q) => (
            <option key={q} value={q}>
              {DESK_QUEUE_LABELS[q]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        <span>Asignada a</span>
        <select
          value={detail.assignee ? String(detail.assignee.id) : ''}
          disabled={disabled}
          aria-busy={busy('assigneeId')}
          onChange={(e) => send('assigneeId', e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Sin asignar</option>
          {/* The current assignee stays listed even if no longer assignable (deactivated since). */}
          {detail.assignee && !members.data?.members.some((m) => m.id === detail.assignee?.id) ? (
            <option value={detail.assignee.id}>{detail.assignee.name}</option>
          ) : null}
          {(members.data?.members ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        <span>Clase</span>
        <select
          value={detail.requestClass}
          disabled={disabled}
          aria-busy={busy('requestClass')}
          onChange={(e) => send('requestClass', e.target.value as RequestChange['requestClass'])}
        >
          {REQUEST_CLASSES.map((c) => (
            <option key={c} value={c}>
              {REQUEST_CLASS_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      {children ? <div className={styles.moreActions}>{children}</div> : null}
      <p className="visually-hidden" role="status">
        {pending ? 'Guardando el cambio…' : ''}
      </p>
      {problem ? (
        <Callout tone="error" announce className={styles.full}>
          {problem}
        </Callout>
      ) : null}
    </section>
  );
}
