// The desk's admin calls: members, the audit log and the member's own password, through the staff client
// (a 401 ends the session in this tab). Writes refresh the members list.
import {
  staffApi,
  type AuditQueryInput,
  type StaffMemberCreate,
  type StaffMemberUpdate,
  type StaffPasswordChange,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';

const MEMBERS_KEY = ['staff', 'members'] as const;

export function useStaffMembers() {
  const api = useStaffApiClient();
  return useQuery({ queryKey: MEMBERS_KEY, queryFn: () => api.call(staffApi.listMembers) });
}

export function useCreateMember() {
  const api = useStaffApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffMemberCreate) => {
      const created = await api.call(staffApi.createMember, {
        body,
        idempotencyKey: submissionKey('staff-member-create', body),
      });
      submissionDone('staff-member-create');
      return created;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}

export function useUpdateMember() {
  const api = useStaffApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffMemberUpdate }) =>
      api.call(staffApi.updateMember, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}

export function useResetSecondFactor() {
  const api = useStaffApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(staffApi.resetMemberSecondFactor, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}

/** Only the filters that have a value go on the query string. */
export function auditQueryOf(filters: AuditQueryInput): AuditQueryInput {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as AuditQueryInput;
}

export function useAuditPage(filters: AuditQueryInput) {
  const api = useStaffApiClient();
  const query = auditQueryOf(filters);
  return useQuery({
    queryKey: ['staff', 'audit', query],
    queryFn: () => api.call(staffApi.listAudit, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditExport() {
  const api = useStaffApiClient();
  return (filters: AuditQueryInput) => api.download(staffApi.exportAudit, { query: auditQueryOf(filters) });
}

export function useChangePassword() {
  const api = useStaffApiClient();
  return useMutation({
    mutationFn: (body: StaffPasswordChange) => api.call(staffApi.staffChangePassword, { body }),
  });
}
