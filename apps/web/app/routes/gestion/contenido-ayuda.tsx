import { HelpArticlesPage } from '~/features/staff-content/components/help-articles-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/contenido-ayuda';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Centro de ayuda', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function ContenidoAyuda() {
  return <HelpArticlesPage />;
}
