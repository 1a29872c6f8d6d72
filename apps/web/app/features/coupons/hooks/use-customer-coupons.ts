import { errorCodes, type CustomerCoupon } from '@portal/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '~/lib/api/api-client';
import { writeJson } from '~/lib/session/session';
import { useApiClient } from '~/lib/api/use-api-client';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { useSession } from '~/lib/session/use-session';

export type CustomerCouponsState =
  | { status: 'visitor' }
  | { status: 'first-entry-pending' }
  | { status: 'loading' }
  | { status: 'ready'; coupons: CustomerCoupon[] }
  | { status: 'error' };

interface LoadResult {
  key: string;
  state: CustomerCouponsState;
}

/**
 * The signed-in customer's coupons. Each answer also stores the count of usable ones in the session, which
 * the header, side menu and footer read to show their Cupones entries. Plain state instead of TanStack Query,
 * and the contract loads on demand, because /cupones is a public page whose JavaScript stays small.
 */
export function useCustomerCoupons(): CustomerCouponsState {
  const session = useSession();
  const api = useApiClient();
  const { companyCode } = usePublicConfig();
  const [result, setResult] = useState<LoadResult | null>(null);
  const clientenro = session.client?.clientenro;
  const pending = Boolean(session.firstEntry);
  // A new sign-in (new token) never shows the answer read for the previous one, even on the same number.
  const key = `${companyCode}:${String(clientenro)}:${session.token ?? ''}`;
  const wanted = session.auth && !pending && clientenro !== undefined;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const settle = (state: CustomerCouponsState) => {
      if (!controller.signal.aborted) setResult({ key, state });
    };
    import('../api/fetch-customer-coupons')
      .then(({ fetchCustomerCoupons }) => fetchCustomerCoupons(api, clientenro, controller.signal))
      .then((answer) => {
        if (controller.signal.aborted) return;
        writeJson(companyCode, 'coupons', answer.disponibles);
        settle({ status: 'ready', coupons: answer.cupones });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === errorCodes.FIRST_ENTRY_PENDING) {
          settle({ status: 'first-entry-pending' });
        } else {
          settle({ status: 'error' });
        }
      });
    return () => controller.abort();
  }, [api, companyCode, clientenro, key, wanted]);

  if (!session.auth) return { status: 'visitor' };
  if (pending) return { status: 'first-entry-pending' };
  return result?.key === key ? result.state : { status: 'loading' };
}

/** Keeps the stored coupon count current on pages that do not show the coupons (the account area). */
export function useCouponCountSync(): void {
  useCustomerCoupons();
}
