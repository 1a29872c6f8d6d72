// Billing in the back office (imports, exports, payments that need a person) through the staff client.
import {
  staffApi,
  staffBillingApi,
  type BillingImport,
  type BillingUpload,
  type DebitExportQuery,
  type PaymentReviewResolve,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';

export const billingKeys = {
  imports: ['staff-billing', 'imports'] as const,
  billingImport: (id: number) => ['staff-billing', 'import', id] as const,
  reviews: (status: 'open' | 'resolved') => ['staff-billing', 'reviews', status] as const,
};

export function useBillingImports() {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: billingKeys.imports,
    queryFn: ({ signal }) => api.call(staffBillingApi.listBillingImports, { signal }),
  });
}

/** One import with its report row by row; nothing is fetched until one is opened. */
export function useBillingImport(id: number | null) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: billingKeys.billingImport(id ?? 0),
    queryFn: ({ signal }) =>
      api.call(staffBillingApi.getBillingImport, { params: { importId: id! }, signal }),
    enabled: id !== null,
  });
}

/** A checked or applied import is what the report shows next, and the history lists it anew. */
function useKeepBillingImport() {
  const queryClient = useQueryClient();
  return (billingImport: BillingImport) => {
    queryClient.setQueryData(billingKeys.billingImport(billingImport.id), billingImport);
    return queryClient.invalidateQueries({ queryKey: billingKeys.imports });
  };
}

/** The dry run: uploads the file, answers what importing it would do. */
export function useCheckBillingImport() {
  const api = useStaffApiClient();
  const keep = useKeepBillingImport();
  return useMutation({
    mutationFn: ({ upload, idempotencyKey }: { upload: BillingUpload; idempotencyKey: string }) =>
      api.call(staffBillingApi.checkBillingImport, { body: upload, idempotencyKey }),
    onSuccess: keep,
  });
}

export function useApplyBillingImport() {
  const api = useStaffApiClient();
  const queryClient = useQueryClient();
  const keep = useKeepBillingImport();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }): Promise<BillingImport> =>
      api.call(staffBillingApi.applyBillingImport, { params: { importId: id }, idempotencyKey }),
    onSuccess: keep,
    // Someone else applied it meanwhile: show how it stands now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: billingKeys.billingImport(id) }),
  });
}

export function useExportPayments() {
  const api = useStaffApiClient();
  return useMutation({
    mutationFn: (range: { from: string; to: string }) =>
      api.download(staffBillingApi.exportPayments, { query: range }),
  });
}

export function useExportDebits() {
  const api = useStaffApiClient();
  return useMutation({
    mutationFn: (destino: DebitExportQuery['destino']) =>
      api.download(staffApi.exportDebits, { query: { destino } }),
  });
}

export function usePaymentReviews(status: 'open' | 'resolved') {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: billingKeys.reviews(status),
    queryFn: ({ signal }) => api.call(staffBillingApi.listPaymentReviews, { query: { status }, signal }),
  });
}

export function useResolvePaymentReview() {
  const api = useStaffApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolve }: { id: number; resolve: PaymentReviewResolve }) =>
      api.call(staffBillingApi.resolvePaymentReview, { params: { reviewId: id }, body: resolve }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-billing', 'reviews'] }),
  });
}
