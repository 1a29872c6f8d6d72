// The site's content (pop-ups, company data, help articles) through the staff client (issue #31 §2).
import {
  staffSiteContentApi,
  type CompanyDataUpdate,
  type HelpArticleInput,
  type HelpArticleUpdate,
  type PopupInput,
  type PopupUpdateInput,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';

export const contentKeys = {
  popups: ['staff-content', 'popups'] as const,
  company: ['staff-content', 'company'] as const,
  help: ['staff-content', 'help'] as const,
};

export function usePopups() {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: contentKeys.popups,
    queryFn: ({ signal }) => api.call(staffSiteContentApi.listPopups, { signal }),
  });
}

function useRefresh(key: readonly string[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function useCreatePopup() {
  const api = useStaffApiClient();
  const refresh = useRefresh(contentKeys.popups);
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PopupInput; idempotencyKey: string }) =>
      api.call(staffSiteContentApi.createPopup, { body: input, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useUpdatePopup() {
  const api = useStaffApiClient();
  const refresh = useRefresh(contentKeys.popups);
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: PopupUpdateInput }) =>
      api.call(staffSiteContentApi.updatePopup, { params: { popupId: id }, body: update }),
    onSuccess: refresh,
  });
}

export function useCompanyData() {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: contentKeys.company,
    queryFn: ({ signal }) => api.call(staffSiteContentApi.getCompanyData, { signal }),
  });
}

export function useUpdateCompanyData() {
  const api = useStaffApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CompanyDataUpdate) =>
      api.call(staffSiteContentApi.updateCompanyData, { body: update }),
    onSuccess: (saved) => queryClient.setQueryData(contentKeys.company, saved),
  });
}

export function useHelpArticles() {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: contentKeys.help,
    queryFn: ({ signal }) => api.call(staffSiteContentApi.listHelpArticles, { signal }),
  });
}

export function useCreateHelpArticle() {
  const api = useStaffApiClient();
  const refresh = useRefresh(contentKeys.help);
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: HelpArticleInput; idempotencyKey: string }) =>
      api.call(staffSiteContentApi.createHelpArticle, { body: input, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useUpdateHelpArticle() {
  const api = useStaffApiClient();
  const refresh = useRefresh(contentKeys.help);
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: HelpArticleUpdate }) =>
      api.call(staffSiteContentApi.updateHelpArticle, { params: { articleId: id }, body: update }),
    onSuccess: refresh,
  });
}
