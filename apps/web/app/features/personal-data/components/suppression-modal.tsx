import { SUPPRESSION_RETENTION_NOTICE, formatIsoDate, type DataSuppressionFiled } from '@portal/domain';
import { useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import { useRequestSuppression } from '../api/use-request-suppression';
import styles from './personal-data.module.css';

export interface SuppressionModalProps {
  clientenro: number;
  onClose: () => void;
}

/** 'Pedir la supresión': says what stays by law, asks to confirm, then shows the request number and deadline. */
export default function SuppressionModal({ clientenro, onClose }: SuppressionModalProps) {
  const suppression = useRequestSuppression(clientenro);
  const [alert, setAlert] = useState<string | null>(null);
  const [filed, setFiled] = useState<DataSuppressionFiled | null>(null);

  const confirm = async () => {
    setAlert(null);
    try {
      setFiled(await suppression.mutateAsync());
    } catch (error) {
      setAlert(formFailure(error).alert);
    }
  };

  if (filed) {
    return (
      <Modal title="Pedido de supresión registrado" onClose={onClose}>
        <p className={styles.intro}>
          Recibimos tu pedido y te mandamos la constancia por email. Te respondemos hasta el{' '}
          {formatIsoDate(filed.dueDate)} (5 días hábiles).
        </p>
        <p data-testid="suppression-number">
          Número de gestión: <span className={styles.number}>{filed.number}</span>
        </p>
        <div className={styles.actions}>
          <Button onClick={onClose}>Aceptar</Button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title="Pedir la supresión de tus datos" onClose={onClose} isDismissable={false}>
      <p className={styles.intro}>
        Vamos a registrar un pedido de supresión de tus datos personales (Ley 25.326, artículo 16) para el
        cliente N° {clientenro}. Te respondemos dentro de los 5 días hábiles.
      </p>
      <p className={styles.intro}>{SUPPRESSION_RETENTION_NOTICE}</p>
      {alert ? (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void confirm()} disabled={suppression.isPending}>
          {suppression.isPending ? 'Enviando…' : 'Confirmar el pedido'}
        </Button>
      </div>
    </Modal>
  );
}
