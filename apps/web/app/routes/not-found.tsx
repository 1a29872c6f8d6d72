import { data } from 'react-router';
import { pageTitle } from '~/lib/paths';
import { NotFound } from '~/shell/not-found';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Página no encontrada', matches) },
];

// The status makes crawlers and monitors see a real 404, while people keep the site's navigation.
export function loader() {
  return data(null, { status: 404 });
}

// A form posted to no page is a 404 too, not 'method not allowed' (ADR 0103).
export function action() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
