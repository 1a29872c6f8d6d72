import type { ElectronicInvoice } from '@portal/domain';
import { ApiError } from '~/lib/api/api-client';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import styles from './account-modals.module.css';

export interface ElectronicInvoiceModalProps {
  current: ElectronicInvoice;
  /** The address it would be sent to when turned on (the customer's main email). */
  email: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

const FALLBACK_ERROR = 'No pudimos guardar el cambio. Intentá de nuevo en unos minutos.';

/** Account modal 2: turns the electronic invoice on or off after saying what changes. */
export function ElectronicInvoiceModal({
  current,
  email,
  pending,
  error,
  onConfirm,
  onClose,
}: ElectronicInvoiceModalProps) {
  const turningOn = !current.enabled;
  return (
    <Modal title="Factura electrónica" onClose={onClose} level={1}>
      {turningOn ? (
        <p className={styles.text}>
          Vas a recibir tus facturas por email en <strong>{email || 'tu email'}</strong> y dejarán de llegarte
          en papel. Te enviamos un mail para confirmarlo.
        </p>
      ) : (
        <p className={styles.text}>
          Vas a dejar de recibir la factura electrónica en <strong>{current.email ?? email}</strong> y volverá
          a llegarte en papel a tu domicilio. Te enviamos un mail para confirmarlo.
        </p>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error instanceof ApiError ? error.message : FALLBACK_ERROR}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {pending ? 'Guardando…' : turningOn ? 'Activar' : 'Desactivar'}
        </Button>
      </div>
    </Modal>
  );
}
