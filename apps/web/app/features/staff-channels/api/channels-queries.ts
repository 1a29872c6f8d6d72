// Channel grids, channel logos and the payment methods page's brands through the staff client (issue #31 §1).
import {
  staffChannelsApi,
  type ChannelGridId,
  type LineupChange,
  type PaymentBrandInput,
  type PaymentBrandPatch,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';

export const channelKeys = {
  grids: ['staff-channels', 'grids'] as const,
  brands: ['staff-channels', 'brands'] as const,
};

/** The picture as multipart `file`, as the upload routes read it. */
function imageForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

function useRefresh(key: readonly string[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function useChannelGrids() {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: channelKeys.grids,
    queryFn: ({ signal }) => api.call(staffChannelsApi.listChannelGrids, { signal }),
  });
}

export function useChangeLineup() {
  const api = useStaffApiClient();
  const refresh = useRefresh(channelKeys.grids);
  return useMutation({
    mutationFn: ({ gridId, change }: { gridId: ChannelGridId; change: LineupChange }) =>
      api.call(staffChannelsApi.changeLineup, { params: { gridId }, body: change }),
    onSuccess: refresh,
  });
}

export function useUploadChannelLogo() {
  const api = useStaffApiClient();
  const refresh = useRefresh(channelKeys.grids);
  return useMutation({
    mutationFn: ({ id, version, file }: { id: number; version: number; file: File }) =>
      api.call(staffChannelsApi.uploadChannelLogo, {
        params: { channelId: id },
        query: { version },
        body: imageForm(file),
      }),
    onSuccess: refresh,
  });
}

export function usePaymentBrands() {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: channelKeys.brands,
    queryFn: ({ signal }) => api.call(staffChannelsApi.listPaymentBrands, { signal }),
  });
}

export function useSavePaymentBrand() {
  const api = useStaffApiClient();
  const refresh = useRefresh(channelKeys.brands);
  return useMutation({
    mutationFn: (
      save:
        | { kind: 'create'; input: PaymentBrandInput; idempotencyKey: string }
        | { kind: 'update'; id: number; patch: PaymentBrandPatch },
    ) =>
      save.kind === 'create'
        ? api.call(staffChannelsApi.createPaymentBrand, {
            body: save.input,
            idempotencyKey: save.idempotencyKey,
          })
        : api.call(staffChannelsApi.updatePaymentBrand, { params: { brandId: save.id }, body: save.patch }),
    onSuccess: refresh,
  });
}

export function useDeletePaymentBrand() {
  const api = useStaffApiClient();
  const refresh = useRefresh(channelKeys.brands);
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.call(staffChannelsApi.deletePaymentBrand, { params: { brandId: id }, query: { version } }),
    onSuccess: refresh,
  });
}

export function useUploadBrandImage() {
  const api = useStaffApiClient();
  const refresh = useRefresh(channelKeys.brands);
  return useMutation({
    mutationFn: ({ id, version, file }: { id: number; version: number; file: File }) =>
      api.call(staffChannelsApi.uploadPaymentBrandImage, {
        params: { brandId: id },
        query: { version },
        body: imageForm(file),
      }),
    onSuccess: refresh,
  });
}
