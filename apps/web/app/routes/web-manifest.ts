import { BRAND_COLOR, BRAND_NAME, BRAND_TAGLINE } from '~/lib/config/brand';
import type { Route } from './+types/web-manifest';

/** The web app manifest, built per request: the name is the running COMPANY_NAME, not a build-time text. */
export function loader({ context }: Route.LoaderArgs) {
  const name = context?.publicConfig?.companyName ?? BRAND_NAME;
  const manifest = {
    name: `${name} · ${BRAND_TAGLINE}`,
    short_name: name,
    description: 'Televisión, Click TV, internet y telefonía en Tierra del Fuego. Planes, ayuda y Mi cuenta.',
    lang: 'es-AR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOR,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  });
}
