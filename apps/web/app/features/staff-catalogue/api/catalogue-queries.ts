// The catalogue through the staff client: any member reads it, admins save plans. A save refreshes the list.
import { staffCatalogueApi, type PlanCreateInput, type PlanUpdateInput } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';

const CATALOGUE_KEY = ['staff', 'catalogue'] as const;

export function useCatalogue() {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: CATALOGUE_KEY,
    queryFn: ({ signal }) => api.call(staffCatalogueApi.getCatalogue, { signal }),
  });
}

export function useCreatePlan() {
  const api = useStaffApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PlanCreateInput) => {
      const saved = await api.call(staffCatalogueApi.createPlan, {
        body,
        idempotencyKey: submissionKey('staff-plan-create', body),
      });
      submissionDone('staff-plan-create');
      return saved;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}

export function useUpdatePlan() {
  const api = useStaffApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: number; body: PlanUpdateInput }) =>
      api.call(staffCatalogueApi.updatePlan, { params: { planId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
