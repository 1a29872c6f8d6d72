import type { ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that touches many requests or cannot be undone; focus returns to the opener. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel} isDismissable={!busy}>
      {children}
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </Button>
      </FormActions>
    </Modal>
  );
}
