// The desk's tools (canned replies, bulk actions, export, merge, report, presence) through the staff client.
import {
  staffDeskToolsApi,
  type BulkAction,
  type CannedReplyInput,
  type CannedReplyPatch,
  type InboxFilter,
  type MergeRequest,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';
import { deskKeys } from './desk-queries';

export const toolKeys = {
  canned: (all: boolean) => ['staff-desk', 'canned', all] as const,
  report: (month: string) => ['staff-desk', 'report', month] as const,
};

/** Active canned replies for the reply box; admins keeping the list ask for all. */
export function useCannedReplies(all = false) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: toolKeys.canned(all),
    queryFn: ({ signal }) =>
      api.call(staffDeskToolsApi.listCannedReplies, { query: all ? { all: 'true' } : {}, signal }),
  });
}

function useRefreshCanned() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff-desk', 'canned'] });
}

export function useCreateCannedReply() {
  const api = useStaffApiClient();
  const refresh = useRefreshCanned();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CannedReplyInput; idempotencyKey: string }) =>
      api.call(staffDeskToolsApi.createCannedReply, { body: input, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useUpdateCannedReply() {
  const api = useStaffApiClient();
  const refresh = useRefreshCanned();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CannedReplyPatch }) =>
      api.call(staffDeskToolsApi.updateCannedReply, { params: { cannedReplyId: id }, body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteCannedReply() {
  const api = useStaffApiClient();
  const refresh = useRefreshCanned();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.call(staffDeskToolsApi.deleteCannedReply, { params: { cannedReplyId: id }, query: { version } }),
    onSuccess: refresh,
  });
}

/** A canned reply filled for one request (fetched when picked, so the values are the current ones). */
export function useRenderCannedReply(requestNumber: string) {
  const api = useStaffApiClient();
  return useMutation({
    mutationFn: (cannedReplyId: number) =>
      api.call(staffDeskToolsApi.renderCannedReplyForRequest, { params: { requestNumber, cannedReplyId } }),
  });
}

export function useBulkAction() {
  const api = useStaffApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, idempotencyKey }: { action: BulkAction; idempotencyKey: string }) =>
      api.call(staffDeskToolsApi.bulkAction, { body: action, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

export function useExportRequests() {
  const api = useStaffApiClient();
  return useMutation({
    mutationFn: (filter: InboxFilter) => api.download(staffDeskToolsApi.exportRequests, { query: filter }),
  });
}

export function useMergeRequests(requestNumber: string) {
  const api = useStaffApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merge: MergeRequest) =>
      api.call(staffDeskToolsApi.mergeRequests, { params: { requestNumber }, body: merge }),
    onSuccess: (detail) => {
      queryClient.setQueryData(deskKeys.request(requestNumber), detail);
      void queryClient.invalidateQueries({ queryKey: [...deskKeys.all, 'inbox'] });
    },
  });
}

export function useDeskReport(month: string) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: toolKeys.report(month),
    queryFn: ({ signal }) => api.call(staffDeskToolsApi.getReport, { query: { mes: month }, signal }),
  });
}

export function useExportReport() {
  const api = useStaffApiClient();
  return useMutation({
    mutationFn: (month: string) => api.download(staffDeskToolsApi.exportReport, { query: { mes: month } }),
  });
}
