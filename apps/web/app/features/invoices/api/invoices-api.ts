import { documentFileNames, invoicesApi, paymentsApi } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api/api-client';
import { invoicesQueryKey } from '~/lib/customer/invoices-query-key';
import { useApiClient } from '~/lib/api/use-api-client';

/** GET /api/customer/{clientenro}/facturas/ as a query; off until the customer is known. */
export function useInvoices(clientenro: number | string | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: invoicesQueryKey(clientenro),
    queryFn: ({ signal }) =>
      api.call(paymentsApi.listInvoices, { params: { clientenro: clientenro! }, auth: true, signal }),
    enabled: enabled && clientenro !== undefined,
  });
}

/** The account statement (JSON): its payment entries list the receipts. Under the invoices key, so the payment
 * feature's invalidation of the invoices refreshes it too. */
export function useStatement(clientenro: number | string | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...invoicesQueryKey(clientenro), 'statement'],
    queryFn: ({ signal }) =>
      api.call(invoicesApi.getAccountStatement, { params: { clientenro: clientenro! }, auth: true, signal }),
    enabled: enabled && clientenro !== undefined,
  });
}

/**
 * 'Verificar pago' of an invoice with a payment in process: the server asks the gateway and applies an approved
 * payment; the customer's data is read again whatever it said (paid, still in process or declined).
 */
export function useVerifyInvoicePayment(clientenro: number | string | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      api.call(paymentsApi.verifyPayment, { params: { id: linkId }, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKey(clientenro).slice(0, 2) }),
  });
}

export interface DocumentFile {
  blob: Blob;
  filename: string;
}

/** The fiscal PDF of one invoice, with the bearer token (a plain link could not send it). */
export async function fetchInvoicePdf(
  api: ApiClient,
  clientenro: number | string,
  facturaid: number,
): Promise<DocumentFile> {
  const blob = await api.download(invoicesApi.downloadInvoicePdf, {
    params: { clientenro, facturaid },
    auth: true,
  });
  return { blob, filename: documentFileNames.invoice(facturaid) };
}

/** The account statement as a PDF. */
export async function fetchStatementPdf(api: ApiClient, clientenro: number | string): Promise<DocumentFile> {
  const blob = await api.download(invoicesApi.downloadAccountStatementPdf, {
    params: { clientenro },
    auth: true,
  });
  return { blob, filename: documentFileNames.statement(clientenro) };
}

/** The receipt of a payment applied through the portal. */
export async function fetchReceiptPdf(
  api: ApiClient,
  clientenro: number | string,
  paymentId: number,
): Promise<DocumentFile> {
  const blob = await api.download(invoicesApi.downloadPaymentReceipt, {
    params: { clientenro, paymentId },
    auth: true,
  });
  return { blob, filename: documentFileNames.receipt(paymentId) };
}
