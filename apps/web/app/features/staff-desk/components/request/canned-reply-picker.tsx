import type { DeskQueue } from '@portal/domain';
import { useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { useCannedReplies, useRenderCannedReply } from '../../api/desk-tools-queries';
import styles from './composer.module.css';

export interface CannedReplyPickerProps {
  requestNumber: string;
  queue: DeskQueue;
  /** The reply with its variables filled for this request. */
  onPick: (text: string) => void;
}

/** Picks a canned reply (those of the request's queue and the general ones) and fills the text box with it. */
export function CannedReplyPicker({ requestNumber, queue, onPick }: CannedReplyPickerProps) {
  const replies = useCannedReplies();
  const render = useRenderCannedReply(requestNumber);
  const [problem, setProblem] = useState<string | null>(null);
  const options = (replies.data?.items ?? []).filter((r) => r.queue === null || r.queue === queue);
  if (options.length === 0) return null;

  function pick(id: string) {
    if (!id) return;
    setProblem(null);
    render.mutate(Number(id), {
      onSuccess: (rendered) => onPick(rendered.text),
      onError: (error) => setProblem(formFailure(error).alert),
    });
  }

  return (
    <div className={styles.picker}>
      <label htmlFor="canned-reply" className={styles.label}>
        Respuesta guardada
      </label>
      {/* Back to the empty option after each pick, so the same reply can be picked again. */}
      <select
        id="canned-reply"
        value=""
        disabled={render.isPending}
        aria-describedby={problem ? 'canned-reply-error' : undefined}
        onChange={(e) => pick(e.target.value)}
      >
        <option value="">Elegí una para completar el texto</option>
        {options.map((r) => (
          <option key={r.id} value={r.id}>
            {r.title}
          </option>
        ))}
      </select>
      {problem ? (
        <p id="canned-reply-error" role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
