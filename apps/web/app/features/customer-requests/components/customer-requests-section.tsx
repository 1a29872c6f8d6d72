import { messages } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { customerRequestsQueryKey } from '~/lib/customer/requests-query-key';
import { formFailure } from '~/lib/api/form-failure';
import { REQUEST_DETAIL_PARAM } from '~/lib/paths';
import { useModalParam } from '~/lib/use-modal-param';
import { useSession } from '~/lib/session/use-session';
import { Button } from '~/ui/button/button';
import { PageSection } from '~/ui/page-section/page-section';
import { useCustomerRequests } from '../api/customer-requests-api';
import styles from './customer-requests.module.css';
import { RequestsList } from './requests-list';

// The claim modal and its dialog come with the first opening, not with the page.
const ClaimModal = lazy(() => import('./claim-modal'));
// So do a request's detail, its answer form and their query hooks.
const RequestDialog = lazy(() => import('./request-dialog'));

/** Mis gestiones: every request of the active customer, one opened in its dialog, and 'Solicitar asistencia'. */
export function CustomerRequestsSection() {
  const session = useSession();
  const clientenro = session.client ? Number(session.client.clientenro) : undefined;
  const query = useCustomerRequests(clientenro, !session.firstEntry);
  const queryClient = useQueryClient();
  const [claimOpen, setClaimOpen] = useState(false);
  const [openRequest, setOpenRequest] = useModalParam(REQUEST_DETAIL_PARAM);

  if (clientenro === undefined) return null;
  if (session.firstEntry) {
    return (
      <p role="status">
        <strong>{messages.firstEntryPending}</strong> {messages.firstEntryPendingDetail}
      </p>
    );
  }
  return (
    <PageSection
      title="Tus gestiones"
      className={styles.section}
      actions={<Button onClick={() => setClaimOpen(true)}>Solicitar asistencia</Button>}
    >
      {query.isPending ? (
        <p role="status">Cargando tus gestiones…</p>
      ) : query.isError ? (
        <p role="alert">{formFailure(query.error).alert}</p>
      ) : (
        <RequestsList requests={query.data.requests} />
      )}
      {claimOpen ? (
        <Suspense fallback={null}>
          <ClaimModal
            clientenro={clientenro}
            onClose={() => setClaimOpen(false)}
            onFiled={() =>
              void queryClient.invalidateQueries({ queryKey: customerRequestsQueryKey(clientenro) })
            }
          />
        </Suspense>
      ) : null}
      {openRequest ? (
        <Suspense fallback={null}>
          <RequestDialog
            clientenro={clientenro}
            requestNumber={openRequest}
            onClose={() => setOpenRequest(null)}
          />
        </Suspense>
      ) : null}
    </PageSection>
  );
}
