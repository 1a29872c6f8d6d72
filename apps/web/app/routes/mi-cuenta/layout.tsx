import { lazy, Suspense } from 'react';
import { Outlet, redirect } from 'react-router';
import { AccountDataModals } from '~/features/contact-data/components/account-data-modals';
import { DebitModals } from '~/features/debit/components/debit-modals';
import { PaymentModals } from '~/features/payments/components/payment-modals';
import { useCouponCountSync } from '~/features/coupons/hooks/use-customer-coupons';
import { AccountQueryProvider } from '~/lib/api/account-query-provider';
import { ACCOUNT_HOME, LOGIN_REDIRECT, pageTitle } from '~/lib/paths';
import { readSession } from '~/lib/session/session';
import { useSession } from '~/lib/session/use-session';
import type { Route } from './+types/layout';

// Only a login with its verification pending needs the wizard: everyone else never downloads it.
const FirstEntryGate = lazy(() => import('./first-entry-gate').then((m) => ({ default: m.FirstEntryGate })));

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Mi cuenta', matches) }];

// The server only tells the browser which company's session to read; the account renders on the client.
export function loader({ context }: Route.LoaderArgs) {
  return { companyCode: context.publicConfig.companyCode };
}

export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const { companyCode } = await serverLoader();
  if (!readSession(companyCode).auth) throw redirect(LOGIN_REDIRECT);
  if (new URL(request.url).pathname.replace(/\/+$/, '') === '/mi-cuenta') throw redirect(ACCOUNT_HOME);
  return { companyCode };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p role="status" aria-live="polite">
      Cargando Mi cuenta…
    </p>
  );
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const session = useSession();
  // Right after login and on every account page: the header and menus show Cupones only when some are usable.
  useCouponCountSync();
  if (session.firstEntry && session.client) {
    return (
      <AccountQueryProvider>
        <Suspense fallback={<HydrateFallback />}>
          <FirstEntryGate
            companyCode={loaderData.companyCode}
            clientenro={Number(session.client.clientenro)}
          />
        </Suspense>
      </AccountQueryProvider>
    );
  }
  return (
    <AccountQueryProvider>
      <Outlet />
      <AccountDataModals />
      <PaymentModals />
      <DebitModals />
    </AccountQueryProvider>
  );
}
