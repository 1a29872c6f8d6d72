import { incidentHeadline, type Incident } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';

export interface CloseIncidentDialogProps {
  incident: Incident;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before closing: the notice leaves the site and the linked customers get a mail, which cannot be undone. */
export function CloseIncidentDialog({ incident, busy, onConfirm, onCancel }: CloseIncidentDialogProps) {
  const claims = incident.linkedRequests;
  return (
    <Modal title="Cerrar el incidente" onClose={onCancel} isDismissable={!busy}>
      <p>
        ¿Cerramos «{incidentHeadline(incident.service, incident.localities)}»? El aviso sale del sitio.
        {claims === 0 ? ' No tiene reclamos vinculados.' : null}
        {claims === 1 ? ' Avisamos por mail al cliente del reclamo vinculado.' : null}
        {claims > 1 ? ` Avisamos por mail a los clientes de los ${claims} reclamos vinculados.` : null}
      </p>
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
          Cerrar el incidente
        </Button>
      </FormActions>
    </Modal>
  );
}
