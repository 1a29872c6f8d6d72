// The sign-in calls: no staff token yet, so they go through a plain client (a 401 here is a wrong step, not an
// ended session).
import {
  staffApi,
  type StaffEnrolledSession,
  type StaffLoginChallenge,
  type StaffSession,
} from '@portal/domain';
import { useMemo } from 'react';
import { createApiClient } from '~/lib/api/api-client';
import { usePublicConfig } from '~/lib/config/use-public-config';

export interface StaffSignInApi {
  password(email: string, password: string): Promise<StaffLoginChallenge>;
  secondFactor(challenge: string, code: string): Promise<StaffSession>;
  enrol(challenge: string, code: string): Promise<StaffEnrolledSession>;
}

export function useStaffSignInApi(): StaffSignInApi {
  const { apiKey } = usePublicConfig();
  return useMemo(() => {
    const api = createApiClient({ apiKey });
    return {
      password: (email, password) => api.call(staffApi.staffLogin, { body: { email, password } }),
      secondFactor: (challenge, code) => api.call(staffApi.staffSecondFactor, { body: { challenge, code } }),
      enrol: (challenge, code) => api.call(staffApi.staffEnrol, { body: { challenge, code } }),
    };
  }, [apiKey]);
}
