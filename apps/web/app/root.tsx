import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { contentApi, type CompanyConfig } from '@portal/domain';
import { BRAND_COLOR } from './lib/config/brand';
import { pagePopups } from './features/popups/lib/page-popups.server';
import { serverApiClient } from './lib/api/server-api-client.server';
import type { RootData } from './lib/config/company-config';
import type { PublicConfig } from './lib/config/load-context';
import { HydrationTrigger, useAnnounceHydration } from './lib/deferred-hydration/hydration-trigger';
import { useNonce } from './lib/config/nonce';
import { useMarkFirstHydrationCommitted } from './ui/static-island/hydration-state';
import { metaHasTelephony, siteName } from './lib/paths';
import './styles/tokens.css';
import './styles/global.css';
import styles from './root.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteName(matches) },
  {
    name: 'description',
    content: metaHasTelephony(matches)
      ? 'Televisión, Click TV, internet y telefonía en Tierra del Fuego. Planes, ayuda y Mi cuenta.'
      : 'Televisión, Click TV e internet en Tierra del Fuego. Planes, ayuda y Mi cuenta.',
  },
];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

async function loadCompanyConfig(context: Route.LoaderArgs['context']): Promise<CompanyConfig | null> {
  try {
    // Server-only (the loader leaves the client bundle), so checking the answer costs the pages nothing.
    return await serverApiClient(context.apiFetch).call(contentApi.getCompanyConfig);
  } catch {
    // Pages still render without the company data; the header and footer just omit it.
    return null;
  }
}

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  // A missing context only happens outside the API process (e.g. a bare `react-router dev`).
  const publicConfig: PublicConfig = context?.publicConfig ?? {
    apiKey: '',
    companyCode: 2,
    apiHost: new URL(request.url).host,
  };
  if (typeof context?.apiFetch !== 'function') return { publicConfig, config: null, popups: null };
  const config = await loadCompanyConfig(context);
  const path = new URL(request.url).pathname;
  const popups = await pagePopups(context.apiFetch, path, config?.im);
  return { publicConfig, config, popups };
}

// Company data changes rarely; a full page load picks up changes, navigations need not refetch it.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Vite's development client gives the <style> elements it injects this nonce (strict CSP). */}
        {import.meta.env.DEV ? <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning /> : null}
        <meta name="theme-color" content={BRAND_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <HydrationTrigger nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useMarkFirstHydrationCommitted();
  useAnnounceHydration();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Details only in development: production never shows a stack trace (design §7).
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <main className={styles.error}>
      <h1>{notFound ? 'Página no encontrada' : 'Algo salió mal'}</h1>
      <p>
        {notFound
          ? 'La dirección que buscás no existe o cambió de lugar.'
          : 'No pudimos mostrar esta página. Intentá de nuevo en unos minutos.'}
      </p>
      <p>
        <a href="/">Volver al inicio</a>
      </p>
      {details ? <pre className={styles.stack}>{details}</pre> : null}
    </main>
  );
}
