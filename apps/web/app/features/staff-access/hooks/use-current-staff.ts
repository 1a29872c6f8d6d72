import { staffApi } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';
import { getStaffToken, saveStaffSession } from '~/lib/staff-session/staff-session';

/** Asks the API who is signed in on every desk visit, so a role or queue change shows without signing in again. */
export function useCurrentStaff(): void {
  const api = useStaffApiClient();
  const { data } = useQuery({
    queryKey: ['staff', 'session'],
    queryFn: () => api.call(staffApi.staffCurrentSession),
  });
  useEffect(() => {
    const token = getStaffToken();
    if (data && token) saveStaffSession({ token, staff: data });
  }, [data]);
}
