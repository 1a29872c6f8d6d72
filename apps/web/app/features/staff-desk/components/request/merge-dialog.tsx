import type { StaffRequestDetail } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';
import { useMergeRequests } from '../../api/desk-tools-queries';
import { isVersionConflict } from '../../lib/conflict';
import styles from './request.module.css';

const NUMBER = /^[A-Z]{1,4}-\d{4}-\d{6,}$/;

export interface MergeDialogProps {
  detail: StaffRequestDetail;
  onClose: () => void;
  onConflict: () => void;
}

/**
 * 'Fusionar con…': another request of the same customer closes into this one, both threads and files kept.
 * The member types the number, then confirms in a second step that names both requests.
 */
export function MergeDialog({ detail, onClose, onConflict }: MergeDialogProps) {
  const merge = useMergeRequests(detail.number);
  const [other, setOther] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function review(event: FormEvent) {
    event.preventDefault();
    const number = other.trim().toUpperCase();
    if (!NUMBER.test(number)) return setError('Escribí un número de gestión, p. ej. G-2026-000123.');
    if (number === detail.number) return setError('Elegí otra gestión: no se puede fusionar consigo misma.');
    setOther(number);
    setError(null);
    setConfirming(true);
  }

  function confirm() {
    merge.mutate(
      { otherNumber: other, version: detail.version },
      {
        onSuccess: onClose,
        onError: (failure) => {
          if (isVersionConflict(failure)) {
            onClose();
            onConflict();
            return;
          }
          const read = formFailure(failure);
          setError(Object.values(read.fields)[0] ?? read.alert);
          setConfirming(false);
        },
      },
    );
  }

  return (
    <Modal title="Fusionar con otra gestión" onClose={onClose} isDismissable={!merge.isPending}>
      {confirming ? (
        <>
          <p>
            La gestión {other} se cierra como fusionada en {detail.number}. Sus mensajes y adjuntos pasan a
            esta, y las dos guardan la fusión en su historia. ¿Seguimos?
          </p>
          <FormActions>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={merge.isPending}>
              Volver
            </Button>
            <Button onClick={confirm} disabled={merge.isPending} aria-busy={merge.isPending}>
              Fusionar
            </Button>
          </FormActions>
        </>
      ) : (
        <form onSubmit={review} noValidate>
          <p>Solo gestiones del mismo cliente. La otra se cierra; esta sigue abierta.</p>
          <label htmlFor="merge-other" className={styles.label}>
            Número de la otra gestión
          </label>
          <input
            id="merge-other"
            className={styles.input}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'merge-error' : undefined}
            autoComplete="off"
          />
          {error ? (
            <p id="merge-error" role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <FormActions>
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit">Seguir</Button>
          </FormActions>
        </form>
      )}
    </Modal>
  );
}
