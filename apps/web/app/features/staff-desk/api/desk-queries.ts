// The desk's server state through TanStack Query and the staff client (the bearer token and the 401 hand-off
// to the sign-in page come with useStaffApiClient).
import {
  staffDeskApi,
  type InboxQuery,
  type RequestChange,
  type StaffMessage,
  type StaffRequestDetail,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';

export const deskKeys = {
  all: ['staff-desk'] as const,
  inbox: (query: InboxQuery) => ['staff-desk', 'inbox', query] as const,
  request: (number: string) => ['staff-desk', 'request', number] as const,
  members: ['staff-desk', 'members'] as const,
  customer: (customerNumber: number) => ['staff-desk', 'customer', customerNumber] as const,
};

export function useInbox(query: InboxQuery) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: deskKeys.inbox(query),
    queryFn: ({ signal }) => api.call(staffDeskApi.listInbox, { query, signal }),
    // The table keeps the previous page on screen while the next one loads, so rows never jump to a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useRequestDetail(requestNumber: string) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: deskKeys.request(requestNumber),
    queryFn: ({ signal }) => api.call(staffDeskApi.getRequestDetail, { params: { requestNumber }, signal }),
  });
}

export function useAssignableMembers() {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: deskKeys.members,
    queryFn: ({ signal }) => api.call(staffDeskApi.listAssignableMembers, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCustomerPanel(customerNumber: number | null) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: deskKeys.customer(customerNumber ?? 0),
    queryFn: ({ signal }) =>
      api.call(staffDeskApi.getCustomerPanel, { params: { customerNumber: customerNumber ?? 0 }, signal }),
    enabled: customerNumber !== null,
  });
}

/** After a change the answer is the request as it now is: it replaces the cached one, and lists refresh. */
function useStoreDetail(requestNumber: string) {
  const queryClient = useQueryClient();
  return (detail: StaffRequestDetail) => {
    queryClient.setQueryData(deskKeys.request(requestNumber), detail);
    void queryClient.invalidateQueries({ queryKey: [...deskKeys.all, 'inbox'] });
  };
}

export function useChangeRequest(requestNumber: string) {
  const api = useStaffApiClient();
  const store = useStoreDetail(requestNumber);
  return useMutation({
    mutationFn: (change: RequestChange) =>
      api.call(staffDeskApi.changeRequest, { params: { requestNumber }, body: change }),
    onSuccess: store,
  });
}

export function usePostMessage(requestNumber: string) {
  const api = useStaffApiClient();
  const store = useStoreDetail(requestNumber);
  return useMutation({
    mutationFn: ({ message, idempotencyKey }: { message: StaffMessage; idempotencyKey: string }) =>
      api.call(staffDeskApi.postMessage, { params: { requestNumber }, body: message, idempotencyKey }),
    onSuccess: store,
  });
}
