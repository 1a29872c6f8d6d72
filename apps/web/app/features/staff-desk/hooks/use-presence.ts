import { PRESENCE_HEARTBEAT_SECONDS, staffDeskToolsApi, type StaffMemberRef } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';

/**
 * Tells the server this member has the request open, every 20 s while the page is visible (TanStack Query
 * pauses the interval in a hidden tab, so a forgotten tab lets the presence expire), and says goodbye on leaving.
 * Answers the other members who have it open.
 */
export function usePresence(requestNumber: string): StaffMemberRef[] {
  const api = useStaffApiClient();
  const presence = useQuery({
    queryKey: ['staff-desk', 'presence', requestNumber],
    queryFn: ({ signal }) =>
      api.call(staffDeskToolsApi.heartbeatPresence, { params: { requestNumber }, signal }),
    refetchInterval: PRESENCE_HEARTBEAT_SECONDS * 1000,
    refetchIntervalInBackground: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  useEffect(
    () => () => {
      // Best effort: the presence expires on its own if this never arrives.
      api.call(staffDeskToolsApi.leavePresence, { params: { requestNumber } }).catch(() => undefined);
    },
    [api, requestNumber],
  );
  return presence.data?.viewers ?? [];
}

/** 'Ana lo está viendo', 'Ana y Luis lo están viendo', 'Ana, Luis y Sol lo están viendo'. */
export function presenceText(viewers: readonly StaffMemberRef[]): string {
  if (viewers.length === 0) return '';
  const names = viewers.map((v) => v.name);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  return `${list} ${names.length === 1 ? 'lo está viendo' : 'lo están viendo'}`;
}
