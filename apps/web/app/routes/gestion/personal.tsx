import { MembersAdmin } from '~/features/staff-access/components/members-admin';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/personal';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Personal', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Personal() {
  return <MembersAdmin />;
}
