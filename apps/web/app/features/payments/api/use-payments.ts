import type { PaymentLinkResponse, PaymentRequest } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api/api-client';
import { useApiClient } from '~/lib/api/use-api-client';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { forgetPaymentRequest } from '../lib/kept-request';
import {
  checkPaymentUrl,
  createPaymentRequest,
  deletePaymentLink,
  fetchInvoices,
  verifyPayment,
} from './payments-api';

/** Everything cached for the customer: invoices, Mis servicios' debt and the payment link. */
const customerKey = (clientenro: number | string) => ['customer', String(clientenro)];
export const invoicesKey = (clientenro: number | string) => [...customerKey(clientenro), 'facturas'];
export const paymentLinkKey = (clientenro: number | string) => [...customerKey(clientenro), 'payment-link'];

/** The form name of the Idempotency-Key store (lib/submission-key). */
const PAYMENT_REQUEST_FORM = 'payment-request';

export function useInvoices(clientenro: number | string) {
  const api = useApiClient();
  return useQuery({
    queryKey: invoicesKey(clientenro),
    queryFn: ({ signal }) => fetchInvoices(api, clientenro, signal),
  });
}

/** check-url on every opening: a link made in another tab or device is shown, never a second one made. */
export function useOpenPaymentLink(clientenro: number | string) {
  const api = useApiClient();
  return useQuery({
    queryKey: paymentLinkKey(clientenro),
    queryFn: ({ signal }) => checkPaymentUrl(api, clientenro, signal),
    staleTime: 0,
  });
}

/** A payment changes balances, the debt of Mis servicios and the link: all of them are read again. */
function useRefreshCustomer(clientenro: number | string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerKey(clientenro) });
}

export function useCreatePaymentLink(clientenro: number | string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The same body (kept by the modal across retries) sends the same key: a lost answer is not a second link.
    mutationFn: (body: PaymentRequest) =>
      createPaymentRequest(api, body, submissionKey(PAYMENT_REQUEST_FORM, body)),
    onSuccess: (link, body) => {
      submissionDone(PAYMENT_REQUEST_FORM);
      forgetPaymentRequest(body);
      queryClient.setQueryData<PaymentLinkResponse | null>(paymentLinkKey(clientenro), link);
    },
  });
}

export function useDeletePaymentLink(clientenro: number | string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshCustomer(clientenro);
  return useMutation({
    mutationFn: (id: string) => deletePaymentLink(api, id),
    onSuccess: () => {
      queryClient.setQueryData(paymentLinkKey(clientenro), null);
      void refresh();
    },
    // Paid or closed meanwhile (ADR 0081: the server asks the gateway before deleting): read it all again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}

export function useVerifyPayment(clientenro: number | string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshCustomer(clientenro);
  return useMutation({
    mutationFn: (id: string) => verifyPayment(api, id),
    onSuccess: ({ outcome, link }) => {
      if (outcome !== 'paid') queryClient.setQueryData(paymentLinkKey(clientenro), link);
      // Paid, in process or declined, the invoices may read differently now ('Pago en proceso', ADR 0081).
      void refresh();
    },
  });
}

/**
 * The return page's check (issue #13 §4): the gateway's query parameters are never read, only the link id,
 * and the server asks the gateway itself. Kept outside the customer's keys so refreshing them after a payment
 * does not verify again.
 */
export function usePaymentVerification(clientenro: number | string, id: string | null) {
  const api = useApiClient();
  const refresh = useRefreshCustomer(clientenro);
  return useQuery({
    queryKey: ['payment-verification', id],
    queryFn: async () => {
      const answer = await verifyPayment(api, id!);
      // Paid, in process or declined, the invoices may read differently now ('Pago en proceso', ADR 0081).
      void refresh();
      return answer;
    },
    enabled: id !== null,
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
}
