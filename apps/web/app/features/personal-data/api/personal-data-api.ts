import { personalDataApi } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api/api-client';
import { useApiClient } from '~/lib/api/use-api-client';

export const personalDataQueryKey = (clientenro: number) => ['personal-data', clientenro] as const;

/** GET /api/customer/{clientenro}/mis-datos/: the page shows the consents of the same export it downloads. */
export function usePersonalData(clientenro: number | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: personalDataQueryKey(clientenro ?? 0),
    queryFn: ({ signal }) =>
      api.call(personalDataApi.getPersonalData, { params: { clientenro: clientenro! }, auth: true, signal }),
    enabled: enabled && clientenro !== undefined,
  });
}

export type PersonalDataFormat = 'json' | 'pdf';

/** The export as the server wrote it (JSON or PDF), with the bearer token a plain link could not send. */
export async function fetchPersonalDataFile(
  api: ApiClient,
  clientenro: number,
  format: PersonalDataFormat,
): Promise<{ blob: Blob; filename: string }> {
  const contract =
    format === 'pdf' ? personalDataApi.downloadPersonalDataPdf : personalDataApi.getPersonalData;
  const blob = await api.download(contract, { params: { clientenro }, auth: true });
  return { blob, filename: `mis-datos-${new Date().toISOString().slice(0, 10)}.${format}` };
}
