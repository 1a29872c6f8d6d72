import { lazy, Suspense, useRef } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { Modal } from '~/ui/modal/modal';
import { useCustomerRequest } from '../api/customer-request-detail';
import { RequestDetail } from './request-detail';

// The form and react-hook-form come only for a request that waits on the customer, not with every detail.
const AnswerForm = lazy(() => import('./answer-form').then((module) => ({ default: module.AnswerForm })));

export interface RequestDialogProps {
  clientenro: number;
  requestNumber: string;
  onClose: () => void;
}

/**
 * A request of Mis gestiones opened from its list (`?gestion=<número>`): its detail and, while it waits on the
 * customer, the answer form. A dialog rather than an expanding row: at 390 px the thread and the form get the
 * whole screen, focus stays inside while answering, and it loads only when a request is opened.
 */
export default function RequestDialog({ clientenro, requestNumber, onClose }: RequestDialogProps) {
  const query = useCustomerRequest(clientenro, requestNumber);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const answering = query.data?.canAnswer ?? false;
  return (
    // A click beside the dialog must not throw away an answer being written.
    <Modal title={`Gestión ${requestNumber}`} onClose={onClose} level={1} isDismissable={!answering}>
      {query.isPending ? (
        <p role="status">Cargando la gestión…</p>
      ) : query.isError ? (
        <p role="alert">{formFailure(query.error).alert}</p>
      ) : (
        <>
          <RequestDetail request={query.data} statusRef={statusRef} />
          {query.data.canAnswer ? (
            <Suspense fallback={<p role="status">Cargando el formulario…</p>}>
              <AnswerForm
                clientenro={clientenro}
                requestNumber={requestNumber}
                // The form that held focus is gone: the new status ('En curso') is where the person reads on.
                onAnswered={() => requestAnimationFrame(() => statusRef.current?.focus())}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </Modal>
  );
}
