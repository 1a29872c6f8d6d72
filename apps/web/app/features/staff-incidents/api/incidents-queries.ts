// Incidents through the staff client: the list any member reads, and the supervisor's create, edit and close.
import { staffIncidentsApi, type IncidentUpdate, type IncidentValues } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';

const INCIDENTS_KEY = ['staff-incidents', 'list'] as const;

export function useIncidents() {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: INCIDENTS_KEY,
    queryFn: ({ signal }) => api.call(staffIncidentsApi.listIncidents, { signal }),
  });
}

function useRefreshIncidents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
}

export function useCreateIncident() {
  const api = useStaffApiClient();
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: IncidentValues; idempotencyKey: string }) =>
      api.call(staffIncidentsApi.createIncident, { body: input, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useUpdateIncident() {
  const api = useStaffApiClient();
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: IncidentUpdate }) =>
      api.call(staffIncidentsApi.updateIncident, { params: { incidentId: id }, body: update }),
    onSuccess: refresh,
  });
}

export function useCloseIncident() {
  const api = useStaffApiClient();
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.call(staffIncidentsApi.closeIncident, { params: { incidentId: id }, body: { version } }),
    onSuccess: refresh,
  });
}
