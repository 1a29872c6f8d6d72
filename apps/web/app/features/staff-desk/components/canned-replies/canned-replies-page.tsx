import { DESK_QUEUE_LABELS, type CannedReply } from '@portal/domain';
import { useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { useCannedReplies, useDeleteCannedReply } from '../../api/desk-tools-queries';
import { useHasDeskRole } from '../../hooks/use-desk-role';
import { CannedReplyForm } from './canned-reply-form';
import { ConfirmDialog } from '../confirm-dialog';
import table from '../desk-table.module.css';
import styles from './canned-replies.module.css';

type Editing = { kind: 'new' } | { kind: 'edit'; reply: CannedReply } | null;

/** Canned replies (issue #30 §2): everyone reads them; admins keep them. */
export function CannedRepliesPage() {
  const isAdmin = useHasDeskRole('admin');
  const replies = useCannedReplies(isAdmin);
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  function confirmDelete(reply: CannedReply) {
    remove.mutate(
      { id: reply.id, version: reply.version },
      {
        onSuccess: () => setDeleting(null),
        onError: (error) => {
          setDeleting(null);
          setAlert(formFailure(error).alert);
        },
      },
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Respuestas guardadas</h1>
        {isAdmin && editing === null ? (
          <Button onClick={() => setEditing({ kind: 'new' })}>Nueva respuesta</Button>
        ) : null}
      </div>
      {editing ? (
        <CannedReplyForm
          key={editing.kind === 'edit' ? editing.reply.id : 'new'}
          editing={editing.kind === 'edit' ? editing.reply : null}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {alert ? (
        <Callout tone="error" announce>
          {alert}
        </Callout>
      ) : null}
      {replies.isPending ? <p role="status">Cargando las respuestas…</p> : null}
      {replies.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar las respuestas. {replies.error.message}
        </Callout>
      ) : null}
      {replies.data && replies.data.items.length === 0 ? <p>Todavía no hay respuestas guardadas.</p> : null}
      {replies.data && replies.data.items.length > 0 ? (
        <div className={table.scroller}>
          <table className={table.table}>
            <caption className={table.caption}>Respuestas guardadas, por título</caption>
            <thead>
              <tr>
                <th scope="col">Título</th>
                <th scope="col">Cola</th>
                <th scope="col">Texto</th>
                {isAdmin ? <th scope="col">Activa</th> : null}
                {isAdmin ? <th scope="col">Acciones</th> : null}
              </tr>
            </thead>
            <tbody>
              {replies.data.items.map((reply) => (
                <tr key={reply.id}>
                  <td>{reply.title}</td>
                  <td>{reply.queue ? DESK_QUEUE_LABELS[reply.queue] : 'Todas'}</td>
                  <td className={styles.body}>{reply.body}</td>
                  {isAdmin ? <td>{reply.active ? 'Sí' : 'No'}</td> : null}
                  {isAdmin ? (
                    <td className={styles.actions}>
                      <Button
                        variant="ghost"
                        onClick={() => setEditing({ kind: 'edit', reply })}
                        aria-label={`Editar ${reply.title}`}
                      >
                        Editar
                      </Button>
                      <Button
                        variant="ghost"
                        onClick={() => setDeleting(reply)}
                        aria-label={`Borrar ${reply.title}`}
                      >
                        Borrar
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Borrar la respuesta guardada"
          confirmLabel="Borrar"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>¿Borramos «{deleting.title}»? Lo ya enviado con ella queda en las gestiones.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
