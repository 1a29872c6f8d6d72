import {
  DESK_QUEUE_LABELS,
  DESK_QUEUES,
  DESK_STATUSES,
  type BulkAction,
  type BulkResult,
  type DeskQueue,
  type DeskStatus,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { useAssignableMembers } from '../../api/desk-queries';
import { useBulkAction, useCannedReplies } from '../../api/desk-tools-queries';
import { describeBulkTarget, type BulkTarget } from '../../lib/bulk-target';
import { statusLabel } from '../../lib/desk-format';
import { ConfirmDialog } from '../confirm-dialog';
import styles from './bulk-actions.module.css';

type Kind = BulkAction['action'];

const KIND_LABELS: Record<Kind, string> = {
  assign: 'Asignar',
  status: 'Cambiar el estado',
  reply: 'Responder con una respuesta guardada',
};

interface Draft {
  kind: Kind;
  queue: string;
  assignee: string;
  status: string;
  cannedReplyId: string;
}

const EMPTY: Draft = { kind: 'assign', queue: '', assignee: '', status: '', cannedReplyId: '' };

/** The action as the API takes it, or the Spanish reason it cannot be sent yet. */
function actionOf(draft: Draft, target: BulkTarget): BulkAction | string {
  const on = target.kind === 'numbers' ? { numbers: target.numbers } : { filter: target.filter };
  if (draft.kind === 'assign') {
    if (!draft.queue && !draft.assignee) return 'Elegí una cola o a quién asignar.';
    return {
      action: 'assign',
      ...on,
      ...(draft.queue ? { queue: draft.queue as DeskQueue } : {}),
      ...(draft.assignee ? { assigneeId: draft.assignee === 'none' ? null : Number(draft.assignee) } : {}),
    };
  }
  if (draft.kind === 'status') {
    if (!draft.status) return 'Elegí el estado nuevo.';
    return { action: 'status', ...on, status: draft.status as DeskStatus };
  }
  if (!draft.cannedReplyId) return 'Elegí una respuesta guardada.';
  return {
    action: 'reply',
    ...on,
    cannedReplyId: Number(draft.cannedReplyId),
    ...(draft.status ? { status: draft.status as DeskStatus } : {}),
  };
}

/** Assign, change status or send a canned reply over the selection or the whole filter (supervisors and up). */
export function BulkActions({
  target,
  onDone,
}: {
  target: BulkTarget;
  onDone: (result: BulkResult) => void;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const members = useAssignableMembers();
  const canned = useCannedReplies();
  const bulk = useBulkAction();
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  function review(event: FormEvent) {
    event.preventDefault();
    const action = actionOf(draft, target);
    if (typeof action === 'string') {
      setProblem(action);
      return;
    }
    setProblem(null);
    setConfirming(action);
  }

  function apply(action: BulkAction) {
    const idempotencyKey = submissionKey('desk-bulk', action);
    bulk.mutate(
      { action, idempotencyKey },
      {
        onSuccess: (answer) => {
          submissionDone('desk-bulk');
          setConfirming(null);
          setDraft(EMPTY);
          onDone(answer);
        },
        onError: (error) => {
          setConfirming(null);
          const failure = formFailure(error);
          setProblem(Object.values(failure.fields)[0] ?? failure.alert);
        },
      },
    );
  }

  const statusOptions = DESK_STATUSES.map((s) => (
    <option key={s} value={s}>
      {statusLabel(s)}
    </option>
  ));

  return (
    <>
      <form className={styles.form} onSubmit={review} aria-label="Acción en bloque">
        <label className={styles.field}>
          <span>Acción</span>
          <select value={draft.kind} onChange={(e) => set({ ...EMPTY, kind: e.target.value as Kind })}>
            {(Object.keys(KIND_LABELS) as Kind[]).map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        {draft.kind === 'assign' ? (
          <>
            <label className={styles.field}>
              <span>Cola</span>
              <select value={draft.queue} onChange={(e) => set({ queue: e.target.value })}>
                <option value="">Sin cambiar</option>
                {DESK_QUEUES.map((q) => (
                  <option key={q} value={q}>
                    {DESK_QUEUE_LABELS[q]}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span>Asignar a</span>
              <select value={draft.assignee} onChange={(e) => set({ assignee: e.target.value })}>
                <option value="">Sin cambiar</option>
                <option value="none">Nadie (sin asignar)</option>
                {(members.data?.members ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        {draft.kind === 'reply' ? (
          <label className={styles.field}>
            <span>Respuesta guardada</span>
            <select value={draft.cannedReplyId} onChange={(e) => set({ cannedReplyId: e.target.value })}>
              <option value="">Elegí una</option>
              {(canned.data?.items ?? []).map((reply) => (
                <option key={reply.id} value={reply.id}>
                  {reply.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {draft.kind !== 'assign' ? (
          <label className={styles.field}>
            <span>{draft.kind === 'reply' ? 'Y pasar a (opcional)' : 'Estado nuevo'}</span>
            <select value={draft.status} onChange={(e) => set({ status: e.target.value })}>
              <option value="">{draft.kind === 'reply' ? 'Sin cambiar' : 'Elegí uno'}</option>
              {statusOptions}
            </select>
          </label>
        ) : null}
        <Button type="submit" variant="secondary">
          Aplicar a {describeBulkTarget(target)}
        </Button>
      </form>
      {problem ? (
        <Callout tone="error" announce>
          {problem}
        </Callout>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={KIND_LABELS[confirming.action]}
          confirmLabel="Confirmar"
          busy={bulk.isPending}
          onConfirm={() => apply(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            Se va a aplicar a {describeBulkTarget(target)}. Cada cambio queda en la historia de la gestión y
            en la auditoría{confirming.action === 'assign' ? '' : ', y el cliente recibe un email'}.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
