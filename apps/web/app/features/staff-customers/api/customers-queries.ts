// Customers and registrations (issue #31 §3) through the staff client: search, the customer's page (the
// desk's customer panel plus its logins and coupons), per-login actions, coupons and the registrations queue.
import { staffCustomersApi, staffDeskApi, type CustomerLogin, type RegistrationState } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';

export const customerKeys = {
  all: ['staff-customers'] as const,
  search: (q: string) => ['staff-customers', 'search', q] as const,
  customer: (n: number) => ['staff-customers', 'customer', n] as const,
  logins: (n: number) => ['staff-customers', 'customer', n, 'logins'] as const,
  coupons: (n: number) => ['staff-customers', 'customer', n, 'coupons'] as const,
  registrations: (state: RegistrationState) => ['staff-customers', 'registrations', state] as const,
};

/** Runs only for a query the API accepts (two characters or more). */
export function useCustomerSearch(q: string) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: customerKeys.search(q),
    queryFn: ({ signal }) => api.call(staffCustomersApi.searchCustomers, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });
}

export function useCustomerRecord(customerNumber: number) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: customerKeys.customer(customerNumber),
    queryFn: ({ signal }) => api.call(staffDeskApi.getCustomerPanel, { params: { customerNumber }, signal }),
  });
}

export function useCustomerLogins(customerNumber: number) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: customerKeys.logins(customerNumber),
    queryFn: ({ signal }) =>
      api.call(staffCustomersApi.listCustomerLogins, { params: { customerNumber }, signal }),
  });
}

export type LoginAction = 'unlock' | 'endSessions' | 'resendCode';

const LOGIN_ACTIONS = {
  unlock: staffCustomersApi.unlockLogin,
  endSessions: staffCustomersApi.endLoginSessions,
  resendCode: staffCustomersApi.resendFirstEntryCode,
} as const;

function useRefreshLogins(customerNumber: number) {
  const queryClient = useQueryClient();
  return (login: CustomerLogin) => {
    queryClient.setQueryData(
      customerKeys.logins(customerNumber),
      (old: { items: CustomerLogin[] } | undefined) =>
        old ? { items: old.items.map((l) => (l.loginId === login.loginId ? login : l)) } : old,
    );
    void queryClient.invalidateQueries({ queryKey: customerKeys.logins(customerNumber) });
  };
}

export function useLoginAction(customerNumber: number) {
  const api = useStaffApiClient();
  const refresh = useRefreshLogins(customerNumber);
  return useMutation({
    mutationFn: ({ action, loginId }: { action: LoginAction; loginId: number }) =>
      api.call(LOGIN_ACTIONS[action], { params: { customerNumber, loginId } }),
    onSuccess: refresh,
  });
}

export function useChangeLoginEmail(customerNumber: number) {
  const api = useStaffApiClient();
  const refresh = useRefreshLogins(customerNumber);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loginId, email }: { loginId: number; email: string }) =>
      api.call(staffCustomersApi.changeLoginEmail, { params: { customerNumber, loginId }, body: { email } }),
    onSuccess: (login) => {
      refresh(login);
      // The record's main email follows the login's when it showed the old one.
      void queryClient.invalidateQueries({ queryKey: customerKeys.customer(customerNumber), exact: true });
    },
  });
}

export function useCustomerCoupons(customerNumber: number) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: customerKeys.coupons(customerNumber),
    queryFn: ({ signal }) =>
      api.call(staffCustomersApi.listCustomerCoupons, { params: { customerNumber }, signal }),
  });
}

function useRefreshCoupons(customerNumber: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerKeys.coupons(customerNumber) });
}

export function useAssignCoupon(customerNumber: number) {
  const api = useStaffApiClient();
  const refresh = useRefreshCoupons(customerNumber);
  return useMutation({
    mutationFn: ({ couponId, idempotencyKey }: { couponId: number; idempotencyKey: string }) =>
      api.call(staffCustomersApi.assignCustomerCoupon, {
        params: { customerNumber },
        body: { couponId },
        idempotencyKey,
      }),
    onSuccess: refresh,
  });
}

export function useExpireCoupon(customerNumber: number) {
  const api = useStaffApiClient();
  const refresh = useRefreshCoupons(customerNumber);
  return useMutation({
    mutationFn: (couponId: number) =>
      api.call(staffCustomersApi.expireCustomerCoupon, { params: { customerNumber, couponId } }),
    onSuccess: refresh,
  });
}

export function useRegistrations(state: RegistrationState) {
  const api = useStaffApiClient();
  return useQuery({
    queryKey: customerKeys.registrations(state),
    queryFn: ({ signal }) =>
      api.call(staffCustomersApi.listRegistrations, { query: { estado: state }, signal }),
  });
}

function useRefreshRegistrations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...customerKeys.all, 'registrations'] });
}

export function useApproveRegistration() {
  const api = useStaffApiClient();
  const refresh = useRefreshRegistrations();
  return useMutation({
    mutationFn: (requestNumber: string) =>
      api.call(staffCustomersApi.approveRegistration, { params: { requestNumber } }),
    onSettled: refresh,
  });
}

export function useRejectRegistration() {
  const api = useStaffApiClient();
  const refresh = useRefreshRegistrations();
  return useMutation({
    mutationFn: ({ requestNumber, reason }: { requestNumber: string; reason: string }) =>
      api.call(staffCustomersApi.rejectRegistration, { params: { requestNumber }, body: { reason } }),
    onSettled: refresh,
  });
}
