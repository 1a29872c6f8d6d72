import { staffRoleAtLeast, type Incident } from '@portal/domain';
import { useCallback, useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { useCloseIncident, useIncidents } from '../api/incidents-queries';
import { CloseIncidentDialog } from './close-incident-dialog';
import { IncidentForm } from './incident-form';
import { IncidentsTable } from './incidents-table';
import styles from './incidents.module.css';

type Editing = { kind: 'new' } | { kind: 'edit'; incident: Incident } | null;

/** Outage incidents (issue #31 §5): every member reads them; supervisors and admins publish and close them. */
export function IncidentsPage() {
  const session = useStaffSession();
  const canChange = session ? staffRoleAtLeast(session.staff.role, 'supervisor') : false;
  const incidents = useIncidents();
  const close = useCloseIncident();
  const [editing, setEditing] = useState<Editing>(null);
  const [closing, setClosing] = useState<Incident | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const open = useCallback((next: Editing) => {
    setNotice(null);
    setEditing(next);
  }, []);
  const onEdit = useCallback((incident: Incident) => open({ kind: 'edit', incident }), [open]);
  const onClose = useCallback((incident: Incident) => setClosing(incident), []);

  function confirmClose(incident: Incident) {
    close.mutate(
      { id: incident.id, version: incident.version },
      {
        onSuccess: () => {
          setClosing(null);
          setNotice({ tone: 'success', text: 'Cerramos el incidente: ya no se muestra en el sitio.' });
        },
        onError: (error) => {
          setClosing(null);
          setNotice({ tone: 'error', text: formFailure(error).alert });
        },
      },
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Incidentes</h1>
        {canChange && editing === null ? (
          <Button onClick={() => open({ kind: 'new' })}>Nuevo incidente</Button>
        ) : null}
      </div>
      <p className={styles.lead}>
        Mientras un incidente está vigente, todas las páginas del sitio muestran su aviso y Mis servicios se
        lo muestra a los clientes de las localidades afectadas.
      </p>
      {editing ? (
        <IncidentForm
          key={editing.kind === 'edit' ? editing.incident.id : 'new'}
          editing={editing.kind === 'edit' ? editing.incident : null}
          onDone={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: 'success', text });
          }}
        />
      ) : null}
      {notice ? (
        <Callout tone={notice.tone} announce>
          {notice.text}
        </Callout>
      ) : null}
      {incidents.isPending ? <p role="status">Cargando los incidentes…</p> : null}
      {incidents.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar los incidentes. {incidents.error.message}
        </Callout>
      ) : null}
      {incidents.data && incidents.data.items.length === 0 ? <p>Todavía no hay incidentes.</p> : null}
      {incidents.data && incidents.data.items.length > 0 ? (
        <IncidentsTable
          incidents={incidents.data.items}
          canChange={canChange}
          onEdit={onEdit}
          onClose={onClose}
        />
      ) : null}
      {closing ? (
        <CloseIncidentDialog
          incident={closing}
          busy={close.isPending}
          onConfirm={() => confirmClose(closing)}
          onCancel={() => setClosing(null)}
        />
      ) : null}
    </div>
  );
}
